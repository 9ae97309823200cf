/** Human-facing booking references: a prefix and 8 characters without look-alikes (no 0/O, 1/I/L). */
import { randomInt } from "node:crypto";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function bookingReference(prefix: "SF" | "PK" | "WB" | "WP"): string {
  let out = `${prefix}-`;
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
