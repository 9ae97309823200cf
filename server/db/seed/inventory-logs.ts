// The admin's inventory work in the demo's log: flights created, updated and deleted, packages
// created.
import { randomUUID } from "node:crypto";
import { AIRLINES } from "./airlines.ts";
import type { Ctx } from "./context.ts";
import type { FlightPlan } from "./flights.ts";
import { actor, type Log } from "./log-writer.ts";
import type { PackagePlan } from "./packages.ts";
import { DAY, HOUR, latest, plus } from "./time.ts";
import type { Account } from "./users.ts";

export function inventoryLogs(
  ctx: Ctx,
  log: Log,
  admin: Account,
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
): void {
  const { dice, now, start } = ctx;
  for (const f of flightPlans) {
    const r = f.row;
    log({
      ...actor(admin),
      action: "create_flight",
      resource: "flight",
      resourceId: r.id,
      details: `Created flight ${r.flightNumber} ${r.departure} → ${r.destination} on ${r.departureDate}`,
      metadata: { flightNumber: r.flightNumber, price: r.price },
      createdAt: r.createdAt,
    });
  }
  for (const f of dice.shuffle(flightPlans).slice(0, 15)) {
    const r = f.row;
    const change = f.delayed
      ? "status delayed"
      : dice.pick(["price", "departure time", "baggage allowance", "seats"]);
    const at = f.delayed
      ? r.updatedAt!
      : dice.between(
          r.createdAt,
          latest(r.createdAt, new Date(Math.min(f.departsAt.getTime(), now.getTime() - HOUR))),
        );
    log({
      ...actor(admin),
      action: "update_flight",
      resource: "flight",
      resourceId: r.id,
      details: `Updated flight ${r.flightNumber}: ${change}`,
      metadata: { flightNumber: r.flightNumber, changed: change },
      createdAt: at,
    });
  }
  for (let i = 0; i < 4; i++) {
    const airline = dice.pick(AIRLINES);
    const [from, to, no] = dice.pick(airline.sectors);
    log({
      ...actor(admin),
      action: "delete_flight",
      resource: "flight",
      resourceId: randomUUID(),
      details: `Deleted flight ${airline.code} ${no} ${from} → ${to}`,
      metadata: { flightNumber: `${airline.code} ${no}` },
      createdAt: dice.between(start, plus(now, -DAY)),
    });
  }
  for (const p of packagePlans) {
    log({
      ...actor(admin),
      action: "create_package",
      resource: "package",
      resourceId: p.row.id,
      details: `Created package ${p.row.name}`,
      metadata: { type: p.row.type, price: p.row.price },
      createdAt: p.row.createdAt,
    });
  }
}
