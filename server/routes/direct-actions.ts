/**
 * The admin's actions on a booking from outside (website or GDS), by the lifecycle's rules
 * (docs/ARCHITECTURE.md §10): approve or cancel, and delete. Shared by routes/direct.ts
 * and routes/web.ts.
 */
import type { Context } from "hono";
import { directStatusInput } from "../../src/domain/direct.ts";
import type { BookingKind } from "../../src/domain/lifecycle.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { body, uuidParam } from "../http/input.ts";
import { ACTION_TO, takeAction } from "../services/booking-lifecycle.ts";
import { whoOf } from "./who.ts";

/** Approve or cancel (`{ status }`) a booking of `kind`. Returns its id, to answer with the booking. */
export async function changeStatus(deps: Deps, c: Context<AppEnv>, kind: BookingKind): Promise<string> {
  const id = uuidParam(c, "id", "Booking");
  const { status } = await body(c, directStatusInput);
  await takeAction(deps.db, { kind, action: ACTION_TO[status], id, by: whoOf(c), now: deps.now() });
  return id;
}

/** Deletes a booking of `kind` (its tombstone and its log row with it). */
export async function deleteBooking(deps: Deps, c: Context<AppEnv>, kind: BookingKind): Promise<void> {
  const id = uuidParam(c, "id", "Booking");
  await takeAction(deps.db, { kind, action: "delete", id, by: whoOf(c), now: deps.now() });
}
