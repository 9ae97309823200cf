/** What the demo's generators share: the dice and the window (its start and `now`), the statuses, a package's seed. */
import type { Dice } from "./random.ts";

export type PackageSeed = {
  name: string;
  type: "umrah" | "tour";
  destination: string;
  days: number;
  /** Departure, in days from now (negative: in the past). */
  departsIn: number;
  price: number;
  maxParticipants: number;
  status: "active" | "sold" | "cancelled";
  description: string;
  itinerary: string[];
  inclusions: string[];
  exclusions: string[];
};

export type Ctx = { dice: Dice; now: Date; start: Date };
export type Status = "pending" | "approved" | "cancelled";
