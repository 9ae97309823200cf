/** The demo's sign-ins (printed by `npm start`, listed in the README) and the admin made at start. */
import { eq } from "drizzle-orm";
import { hashPassword } from "../../services/passwords.ts";
import { users } from "../schema.ts";
import type { Db } from "../types.ts";
import { SEED_USERS } from "./users.ts";

export const DEMO_PASSWORD = "Safar@2026";

export type DemoAccount = {
  email: string;
  role: "admin" | "customer";
  status: "approved" | "pending" | "blocked";
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@safar.pk", role: "admin", status: "approved" },
  { email: "ayesha@safar.pk", role: "customer", status: "approved" },
  { email: "bilal@safar.pk", role: "customer", status: "approved" },
  { email: "fatima@safar.pk", role: "customer", status: "approved" },
  { email: "pending@safar.pk", role: "customer", status: "pending" },
  { email: "blocked@safar.pk", role: "customer", status: "blocked" },
];

export function printSignIns(log: (line: string) => void): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  log("Demo sign-ins (every account uses the same password):");
  log(`  ${"E-mail".padEnd(width)}  ${"Role".padEnd(8)}  Status`);
  for (const a of DEMO_ACCOUNTS) log(`  ${a.email.padEnd(width)}  ${a.role.padEnd(8)}  ${a.status}`);
  log(`  Password: ${DEMO_PASSWORD}`);
}

/** Creates an approved admin with this e-mail unless a user already has it. */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  name = "Administrator",
): Promise<"created" | "exists"> {
  const address = email.trim().toLowerCase();
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (found.length > 0) return "exists";
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ name, email: address, passwordHash, role: "admin", isApproved: true, country: "Pakistan" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? "created" : "exists";
}

/** Every account the demo creates; all of them share DEMO_PASSWORD (checked by server/production.ts). */
export const DEMO_EMAILS: readonly string[] = SEED_USERS.map((u) => u.email);
