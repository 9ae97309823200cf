/**
 * The demo's accounts (the admin, the demo sign-ins and the agencies that book), and which customer
 * makes a booking, kept within the hold caps.
 */
import { randomUUID } from "node:crypto";
import type { users } from "../schema.ts";
import type { Ctx } from "./context.ts";
import { mobile, randomIp } from "./people.ts";
import type { Dice } from "./random.ts";
import { CITY_STREETS, USER_AGENTS } from "./reference.ts";
import { DAY, HOUR, MINUTE, plus } from "./time.ts";

type SeedUser = {
  key: string;
  name: string;
  email: string;
  role: "admin" | "customer";
  status: "approved" | "pending" | "blocked";
  company: string;
  city: string;
  /** Days after the start of the demo window when the account was created (negative: days before now). */
  joined: number;
};

// biome-ignore format: a data table reads best one row per line
export const SEED_USERS: readonly SeedUser[] = [
  { key: "admin", name: "Safar Admin", email: "admin@safar.pk", role: "admin", status: "approved", company: "Safar Travel & Tours", city: "Lahore", joined: 0 },
  { key: "ayesha", name: "Ayesha Siddiqui", email: "ayesha@safar.pk", role: "customer", status: "approved", company: "Rehmat Travel & Tours", city: "Lahore", joined: 1 },
  { key: "bilal", name: "Bilal Ahmed", email: "bilal@safar.pk", role: "customer", status: "approved", company: "Haramain Express Travels", city: "Karachi", joined: 2 },
  { key: "fatima", name: "Fatima Malik", email: "fatima@safar.pk", role: "customer", status: "approved", company: "Blue Sky Travels", city: "Islamabad", joined: 3 },
  { key: "pending", name: "Usman Tariq", email: "pending@safar.pk", role: "customer", status: "pending", company: "Tariq Air Services", city: "Multan", joined: -2 },
  { key: "blocked", name: "Kamran Butt", email: "blocked@safar.pk", role: "customer", status: "blocked", company: "Fast Track Travels", city: "Gujranwala", joined: 120 },
  { key: "imran", name: "Imran Qureshi", email: "imran.qureshi@almadinatravels.pk", role: "customer", status: "approved", company: "Al-Madina Travels", city: "Lahore", joined: 5 },
  { key: "sana", name: "Sana Javed", email: "sana@karwaneharam.pk", role: "customer", status: "approved", company: "Karwan-e-Haram Tours", city: "Karachi", joined: 9 },
  { key: "usmang", name: "Usman Ghani", email: "usman.ghani@zamzamtravel.pk", role: "customer", status: "approved", company: "Zam Zam Travel & Tours", city: "Peshawar", joined: 20 },
  { key: "nadia", name: "Nadia Hussain", email: "nadia@skylinktravels.pk", role: "customer", status: "approved", company: "Sky Link Travels", city: "Islamabad", joined: 34 },
  { key: "tariq", name: "Tariq Mehmood", email: "tariq@baitullahtravels.pk", role: "customer", status: "approved", company: "Baitullah Travels", city: "Multan", joined: 51 },
  { key: "rabia", name: "Rabia Anwar", email: "rabia.anwar@crescentair.pk", role: "customer", status: "approved", company: "Crescent Air Services", city: "Faisalabad", joined: 73 },
  { key: "hassan", name: "Hassan Raza", email: "hassan@sialkotair.pk", role: "customer", status: "approved", company: "Sialkot Air Travels", city: "Sialkot", joined: 96 },
  { key: "zainab", name: "Zainab Akhtar", email: "zainab@labbaikumrah.pk", role: "customer", status: "approved", company: "Labbaik Hajj & Umrah Services", city: "Rawalpindi", joined: 140 },
  { key: "adeel", name: "Adeel Chaudhry", email: "adeel@greencrescent.pk", role: "customer", status: "approved", company: "Green Crescent Travels", city: "Gujranwala", joined: 188 },
  { key: "mehwish", name: "Mehwish Iqbal", email: "mehwish@noorulhuda.pk", role: "customer", status: "approved", company: "Noor-ul-Huda Travel", city: "Hyderabad", joined: 236 },
  { key: "faisal", name: "Faisal Sheikh", email: "faisal@royalfalcon.pk", role: "customer", status: "approved", company: "Royal Falcon Travels", city: "Karachi", joined: 290 },
  { key: "kashif", name: "Kashif Abbasi", email: "kashif@margallatravel.pk", role: "customer", status: "approved", company: "Margalla Travel Network", city: "Islamabad", joined: 345 },
];

type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
/** A seeded user and what the generators need to act as them (when approved, from where). */
export type Account = {
  row: UserRow;
  seed: SeedUser;
  approvedAt: Date;
  ip: string;
  agent: string;
  weight: number;
};

export function buildUsers(
  ctx: Ctx,
  passwordHash: string,
): { rows: UserRow[]; admin: Account; customers: Account[]; all: Account[] } {
  const { dice, now, start } = ctx;
  const all = SEED_USERS.map((seed): Account => {
    const createdAt =
      seed.joined >= 0
        ? plus(start, seed.joined * DAY + dice.int(9, 17) * HOUR)
        : plus(now, seed.joined * DAY);
    const approvedAt = plus(createdAt, dice.int(20, 300) * MINUTE);
    const street = dice.pick(CITY_STREETS[seed.city] ?? ["Main Road"]);
    const approved = seed.status !== "pending";
    const blocked = seed.status === "blocked";
    const blockedAt = plus(now, -dice.int(20, 40) * DAY);
    const row: UserRow = {
      id: randomUUID(),
      name: seed.name,
      email: seed.email,
      passwordHash,
      role: seed.role,
      mobileNumber: mobile(dice),
      address: `Office ${dice.int(1, 48)}, ${street}, ${seed.city}`,
      city: seed.city,
      country: "Pakistan",
      company: seed.company,
      isApproved: approved,
      isBlocked: blocked,
      tokenVersion: blocked ? 1 : 0,
      createdAt,
      updatedAt: blocked ? blockedAt : approved && seed.role === "customer" ? approvedAt : createdAt,
      version: 1 + (approved && seed.role === "customer" ? 1 : 0) + (blocked ? 1 : 0),
    };
    const ip = seed.role === "admin" ? "10.0.1.15" : randomIp(dice);
    const weight = ["ayesha", "bilal", "fatima"].includes(seed.key) ? 3 : 1;
    return {
      row,
      seed,
      approvedAt: seed.role === "admin" ? createdAt : approvedAt,
      ip,
      agent: dice.pick(USER_AGENTS),
      weight,
    };
  });
  const admin = all.find((c) => c.seed.role === "admin")!;
  const customers = all.filter((c) => c.seed.status === "approved" && c.seed.role === "customer");
  return { rows: all.map((c) => c.row), admin, customers, all };
}

export function pickCustomer(dice: Dice, customers: Account[], at: Date): Account | undefined {
  const able = customers.filter((c) => c.approvedAt.getTime() <= at.getTime());
  if (able.length === 0) return undefined;
  return dice.weighted(able.map((c) => [c, c.weight] as const));
}

/**
 * What one customer holds in pending bookings, kept within the hold caps: a demo sign-in gets half
 * the cap (room to book in a demo), everyone else the cap.
 */
export class PendingHolds {
  private readonly held = new Map<Account, number>();
  constructor(private readonly cap: number) {}

  private budget(c: Account): number {
    return c.weight > 1 ? Math.floor(this.cap / 2) : this.cap;
  }

  /**
   * `picked` if `size` more fits in their budget, else the next able customer in order with room
   * (no dice are thrown, so the rest of the demo comes out the same).
   */
  assign(picked: Account, size: number, customers: Account[], at: Date): Account {
    const able = customers.filter((c) => c.approvedAt.getTime() <= at.getTime());
    const from = Math.max(0, able.indexOf(picked));
    for (let i = 0; i < able.length; i++) {
      const c = able[(from + i) % able.length]!;
      const held = this.held.get(c) ?? 0;
      if (held + size <= this.budget(c)) {
        this.held.set(c, held + size);
        return c;
      }
    }
    throw new Error(`demo: no customer has room for ${size} more pending holds`);
  }
}
