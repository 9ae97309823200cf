/** Travellers: names, phones, passports, e-mails, parties and their ages. */
import type { Dice } from "./random.ts";
import {
  FAMILY_NAMES,
  FEMALE_NAMES,
  IP_PREFIXES,
  MAIL_DOMAINS,
  MALE_NAMES,
  MOBILE_PREFIXES,
} from "./reference.ts";
import { addDays } from "./time.ts";

type Person = { first: string; last: string; female: boolean };

export function person(dice: Dice, last?: string): Person {
  const female = dice.chance(0.45);
  return {
    first: dice.pick(female ? FEMALE_NAMES : MALE_NAMES),
    last: last ?? dice.pick(FAMILY_NAMES),
    female,
  };
}
export const randomIp = (dice: Dice) => `${dice.pick(IP_PREFIXES)}.${dice.int(1, 254)}.${dice.int(1, 254)}`;
export const mobile = (dice: Dice) => `+92${dice.pick(MOBILE_PREFIXES)}${dice.digits(7)}`;
export const passportNo = (dice: Dice) => `${dice.code(2, "ABCDEFGHJKLMNPRSTUVWXYZ")}${dice.digits(7)}`;
export function personalEmail(dice: Dice, p: Person): string {
  const sep = dice.pick([".", "", "_"]);
  const tail = dice.chance(0.6) ? String(dice.int(1, 99)) : "";
  return `${p.first}${sep}${p.last}${tail}@${dice.pick(MAIL_DOMAINS)}`.toLowerCase();
}

type AgeType = "adult" | "child" | "infant";

/** A party of travellers: the lead adult first, infants never outnumbering adults. */
export function party(dice: Dice, size: number): { p: Person; age: AgeType }[] {
  const lead = person(dice);
  const out: { p: Person; age: AgeType }[] = [{ p: lead, age: "adult" }];
  let adults = 1;
  for (let i = 1; i < size; i++) {
    let age = dice.weighted<AgeType>([
      ["adult", 70],
      ["child", 20],
      ["infant", 10],
    ]);
    if (age === "infant" && out.filter((x) => x.age === "infant").length >= adults) age = "child";
    if (age === "adult") adults++;
    out.push({ p: person(dice, dice.chance(0.8) ? lead.last : undefined), age });
  }
  return out;
}

/** A date of birth for someone of this age type travelling on `travelDate`. */
export function birthDate(dice: Dice, age: AgeType, travelDate: string): string {
  const days =
    age === "adult"
      ? dice.int(19 * 365, 70 * 365)
      : age === "child"
        ? dice.int(3 * 365, 11 * 365)
        : dice.int(60, 600);
  return addDays(travelDate, -days);
}

export function personType(age: AgeType, p: Person, dice: Dice): "Mr" | "Mrs" | "Ms" | "Chd" | "Inf" {
  if (age === "child") return "Chd";
  if (age === "infant") return "Inf";
  return p.female ? (dice.chance(0.7) ? "Mrs" : "Ms") : "Mr";
}
