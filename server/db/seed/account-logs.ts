// The admin's work on accounts in the demo's log: the approval of each customer not left pending,
// and the blocks.
import { actor, type Log } from "./log-writer.ts";
import type { Account } from "./users.ts";

export function accountLogs(log: Log, admin: Account, all: Account[]): void {
  for (const c of all) {
    if (c.seed.role !== "customer" || c.seed.status === "pending") continue;
    log({
      ...actor(admin),
      action: "approve_user",
      resource: "user",
      resourceId: c.row.id,
      details: `Approved ${c.row.name} (${c.row.email})`,
      metadata: { before: { isApproved: false }, after: { isApproved: true } },
      createdAt: c.approvedAt,
    });
    if (c.seed.status === "blocked") {
      log({
        ...actor(admin),
        action: "block_user",
        resource: "user",
        resourceId: c.row.id,
        details: `Blocked ${c.row.name} (${c.row.email})`,
        metadata: { before: { isBlocked: false }, after: { isBlocked: true } },
        createdAt: c.row.updatedAt!,
      });
    }
  }
}
