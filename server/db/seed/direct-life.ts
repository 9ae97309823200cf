// What the website's and the GDS's demo bookings share: a booking's status times, the customer's
// contact, and which flights or packages were on sale when it was made.
import type { Ctx, Status } from "./context.ts";
import { pastInstant } from "./lifecycle.ts";
import { mobile, person, personalEmail } from "./people.ts";
import type { Dice } from "./random.ts";
import { DAY, MINUTE, plus } from "./time.ts";

/** A website booking's status and times: pending ones are recent (the desk works through them). */
export function directLife(ctx: Ctx, status: Status): { createdAt: Date; updatedAt: Date; version: number } {
  const { dice, now } = ctx;
  const createdAt = status === "pending" ? plus(now, -dice.int(30, 14 * 24 * 60) * MINUTE) : pastInstant(ctx);
  if (status === "pending") return { createdAt, updatedAt: createdAt, version: 1 };
  const updatedAt = new Date(
    Math.min(plus(createdAt, dice.int(20, 36 * 60) * MINUTE).getTime(), now.getTime() - MINUTE),
  );
  return { createdAt, updatedAt, version: 2 };
}

export function customerContact(dice: Dice) {
  const p = person(dice);
  return { p, name: `${p.first} ${p.last}`, email: personalEmail(dice, p), phone: mobile(dice) };
}

/** The plans on sale at `at` that depart more than a day after it. */
export function openAt<T extends { row: { createdAt: Date }; departsAt: Date }>(list: T[], at: Date): T[] {
  return list.filter((x) => x.row.createdAt <= at && x.departsAt.getTime() - DAY > at.getTime());
}
