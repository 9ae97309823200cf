/**
 * The embedded demo (docs/ARCHITECTURE.md §6): a Pakistani agency's last 14 months — customers, ~60 group-fare
 * flights over the 15 airlines of the specs, Umrah and tour packages, flight and package bookings in
 * every status, website (direct) and GDS bookings, and the activity log that goes with them.
 *
 * Rules the data keeps (the same ones the server enforces):
 * - A flight's seatsAvailable is what is left after the pending and approved bookings hold their
 *   seats; a flight left with 0 seats is 'sold'. A package's currentParticipants is the participants
 *   of its pending and approved bookings, never above maxParticipants.
 * - Pending bookings were made within the last 2 hours and expire 2 hours after creation; approvals
 *   and cancellations happened inside that window (or exactly at it, for expired ones).
 * - totalAmount = price × passengers; a booking keeps a snapshot of what was booked (no PNR).
 * - Nobody holds more seats or places in pending bookings than the default hold caps allow
 *   (server/services/holds.ts), and the three demo sign-ins hold at most half of them, so they can
 *   still book right after seeding.
 *
 * Everything is generated from one seeded PRNG, so a given `random` gives the same demo (booking
 * references and row ids come from the crypto generators, like in the app, and are the exception).
 * Dates are computed in the agency's time zone (Asia/Karachi, UTC+5, no DST).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { DEFAULT_LIMITS } from "../config.ts";
import { hashPassword } from "../services/passwords.ts";
import { bookingReference } from "../services/references.ts";
import type { Db, Tx } from "./client.ts";
import {
  activityLogs,
  type DirectFlightDetails,
  type DirectPackageDetails,
  type DirectPackagePassenger,
  type DirectPassenger,
  directBookings,
  directPackageBookings,
  flightBookingPassengers,
  flightBookings,
  flights,
  type GdsFlightDetails,
  gdsBookings,
  gdsPassengers,
  gdsSegments,
  type PackagePassenger,
  packageBookings,
  packages,
  users,
} from "./schema.ts";

// ---------------------------------------------------------------------------------------------
// Demo sign-ins
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Reference tables
// ---------------------------------------------------------------------------------------------

const words = (list: string) => list.trim().split(/\s+/);
const MALE_NAMES =
  words(`Muhammad Ahmed Ali Hassan Hussain Bilal Usman Umar Hamza Imran Kamran Faisal Tariq Asif Adeel
  Zeeshan Shahid Waqas Naveed Saad Abdullah Junaid Farhan Raheel Sohail Irfan Noman Danish Arslan Haris`);
const FEMALE_NAMES =
  words(`Ayesha Fatima Zainab Maryam Sana Hina Nadia Rabia Saima Amna Khadija Mehwish Sadia Iqra Bushra
  Nimra Farah Uzma Samina Shazia Kiran Alina Hira Sidra Asma`);
const FAMILY_NAMES =
  words(`Khan Ahmed Malik Qureshi Butt Chaudhry Sheikh Siddiqui Raza Hussain Abbasi Javed Iqbal Mirza
  Rana Awan Baig Shah Hashmi Yousaf Tariq Akhtar Nawaz Zaidi Bhatti Janjua Rehman Anwar Saleem Aslam`);
/** Jazz, Zong, Ufone and Telenor prefixes. */
const MOBILE_PREFIXES = words(
  "300 301 302 303 305 306 307 308 309 310 311 312 313 315 321 322 323 324 331 333 334 336 345 346 347",
);
const MAIL_DOMAINS = words("gmail.com gmail.com gmail.com yahoo.com hotmail.com outlook.com");

const CITY_STREETS: Record<string, readonly string[]> = {
  Lahore: ["Hall Road", "Main Boulevard, Gulberg III", "Mall Road", "Ferozepur Road", "Jail Road"],
  Karachi: ["Shahrah-e-Faisal", "Tariq Road, PECHS", "Clifton Block 5", "Saddar", "Khayaban-e-Ittehad, DHA"],
  Islamabad: ["Blue Area, Jinnah Avenue", "F-7 Markaz", "G-9 Markaz", "I-8 Markaz"],
  Rawalpindi: ["Murree Road", "Bank Road, Saddar", "Committee Chowk"],
  Peshawar: ["University Road", "Saddar Road", "Khyber Bazaar"],
  Multan: ["Bosan Road", "Nishtar Road", "Hussain Agahi"],
  Sialkot: ["Paris Road", "Kashmir Road", "Cantt"],
  Faisalabad: ["Kohinoor City", "D Ground, Peoples Colony", "Susan Road"],
  Gujranwala: ["G.T. Road", "Satellite Town"],
  Hyderabad: ["Auto Bhan Road", "Latifabad Unit 7"],
};

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
const SEED_USERS: readonly SeedUser[] = [
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

/** Every account the demo creates; all of them share DEMO_PASSWORD (checked by server/production.ts). */
export const DEMO_EMAILS: readonly string[] = SEED_USERS.map((u) => u.email);

/** IATA code → city and UTC offset (hours, standard time). */
const AIRPORTS = {
  LHE: { city: "Lahore", utc: 5 },
  KHI: { city: "Karachi", utc: 5 },
  ISB: { city: "Islamabad", utc: 5 },
  PEW: { city: "Peshawar", utc: 5 },
  MUX: { city: "Multan", utc: 5 },
  SKT: { city: "Sialkot", utc: 5 },
  LYP: { city: "Faisalabad", utc: 5 },
  JED: { city: "Jeddah", utc: 3 },
  MED: { city: "Madinah", utc: 3 },
  RUH: { city: "Riyadh", utc: 3 },
  DMM: { city: "Dammam", utc: 3 },
  DXB: { city: "Dubai", utc: 4 },
  SHJ: { city: "Sharjah", utc: 4 },
  AUH: { city: "Abu Dhabi", utc: 4 },
  DOH: { city: "Doha", utc: 3 },
  MCT: { city: "Muscat", utc: 4 },
  IST: { city: "Istanbul", utc: 3 },
  TAS: { city: "Tashkent", utc: 5 },
  LHR: { city: "London", utc: 0 },
  MAN: { city: "Manchester", utc: 0 },
  KUL: { city: "Kuala Lumpur", utc: 8 },
  BKK: { city: "Bangkok", utc: 7 },
  GYD: { city: "Baku", utc: 4 },
} as const;
type Airport = keyof typeof AIRPORTS;

/** Block times in minutes (either direction). */
// biome-ignore format: a data table reads best one row per line
const LEG_MINUTES: Record<string, number> = {
  "LHE-JED": 300, "LHE-MED": 290, "LHE-RUH": 255, "LHE-DMM": 220, "LHE-DXB": 200, "LHE-SHJ": 195,
  "LHE-AUH": 195, "LHE-DOH": 225, "LHE-MCT": 175, "LHE-IST": 390, "LHE-TAS": 130,
  "KHI-JED": 255, "KHI-MED": 250, "KHI-RUH": 210, "KHI-DMM": 165, "KHI-DXB": 135, "KHI-SHJ": 130,
  "KHI-AUH": 130, "KHI-DOH": 160, "KHI-MCT": 105, "KHI-IST": 370,
  "ISB-JED": 315, "ISB-MED": 305, "ISB-RUH": 265, "ISB-DMM": 235, "ISB-DXB": 210, "ISB-SHJ": 205,
  "ISB-AUH": 205, "ISB-DOH": 235, "ISB-MCT": 190, "ISB-IST": 375, "ISB-TAS": 115, "ISB-LHR": 510,
  "PEW-JED": 320, "PEW-MED": 305, "PEW-RUH": 265, "PEW-DMM": 235, "PEW-DXB": 205, "PEW-SHJ": 200,
  "PEW-AUH": 200, "PEW-DOH": 235, "PEW-MCT": 190,
  "MUX-JED": 280, "MUX-MED": 270, "MUX-RUH": 235, "MUX-DXB": 175, "MUX-SHJ": 170, "MUX-AUH": 170,
  "MUX-DOH": 205, "MUX-MCT": 160,
  "SKT-JED": 310, "SKT-MED": 300, "SKT-RUH": 265, "SKT-DMM": 230, "SKT-DXB": 205, "SKT-SHJ": 200,
  "SKT-DOH": 230, "SKT-MCT": 185,
  "LYP-JED": 300, "LYP-DXB": 190, "LYP-SHJ": 185,
  "DXB-JED": 185, "DXB-MED": 170, "DXB-IST": 295, "DXB-KUL": 430, "SHJ-JED": 180, "SHJ-RUH": 115,
  "AUH-JED": 180, "AUH-MED": 170, "AUH-MAN": 470, "DOH-JED": 155, "DOH-MED": 145, "DOH-IST": 290,
  "DOH-LHR": 420, "DOH-BKK": 395, "MCT-JED": 190, "MCT-MED": 180, "TAS-JED": 330, "TAS-IST": 340,
  "IST-GYD": 185, "JED-MED": 65,
};

function legMinutes(a: Airport, b: Airport): number {
  const m = LEG_MINUTES[`${a}-${b}`] ?? LEG_MINUTES[`${b}-${a}`];
  if (m === undefined) throw new Error(`seed: no block time for ${a}-${b}`);
  return m;
}

/** [from, to, flight number, stopover?] */
type Sector = readonly [Airport, Airport, string, Airport?];

type Airline = {
  name: string;
  code: string;
  /** How many of the ~60 demo flights it operates. */
  flights: number;
  meal: "yes" | "no";
  baggage: readonly string[];
  premium?: boolean;
  aircraft: readonly string[];
  sectors: readonly Sector[];
};

// biome-ignore format: a data table reads best one row per line
const AIRLINES: readonly Airline[] = [
  {
    name: "Air Arabia", code: "G9", flights: 4, meal: "no", baggage: ["20", "30"], aircraft: ["320", "321"],
    sectors: [["KHI", "SHJ", "541"], ["LHE", "SHJ", "551"], ["ISB", "SHJ", "561"], ["PEW", "SHJ", "581"], ["MUX", "SHJ", "591"], ["SKT", "SHJ", "597"], ["KHI", "JED", "543", "SHJ"]],
  },
  {
    name: "Air Blue", code: "PA", flights: 5, meal: "yes", baggage: ["30", "40"], aircraft: ["320", "321"],
    sectors: [["LHE", "JED", "470"], ["ISB", "JED", "870"], ["KHI", "JED", "170"], ["LHE", "DXB", "410"], ["ISB", "DXB", "210"], ["KHI", "DXB", "110"], ["PEW", "SHJ", "216"], ["LHE", "MED", "474"], ["ISB", "RUH", "872"], ["LHE", "AUH", "430"]],
  },
  {
    name: "Air Sial", code: "PF", flights: 4, meal: "yes", baggage: ["30", "40"], aircraft: ["320"],
    sectors: [["SKT", "JED", "716"], ["LHE", "JED", "718"], ["ISB", "JED", "720"], ["KHI", "JED", "714"], ["SKT", "DXB", "744"], ["LHE", "RUH", "730"], ["SKT", "DMM", "736"]],
  },
  {
    name: "Emirates", code: "EK", flights: 4, meal: "yes", baggage: ["30", "2x23"], premium: true, aircraft: ["77W", "388"],
    sectors: [["KHI", "DXB", "601"], ["LHE", "DXB", "623"], ["ISB", "DXB", "615"], ["PEW", "DXB", "637"], ["MUX", "DXB", "639"], ["SKT", "DXB", "619"], ["LHE", "JED", "625", "DXB"], ["KHI", "MED", "607", "DXB"], ["ISB", "IST", "613", "DXB"]],
  },
  {
    name: "Etihad Airways", code: "EY", flights: 3, meal: "yes", baggage: ["30", "2x23"], premium: true, aircraft: ["789", "320"],
    sectors: [["LHE", "AUH", "242"], ["ISB", "AUH", "232"], ["KHI", "AUH", "222"], ["PEW", "AUH", "256"], ["MUX", "AUH", "246"], ["ISB", "JED", "234", "AUH"], ["LHE", "MED", "244", "AUH"]],
  },
  {
    name: "Flydubai", code: "FZ", flights: 4, meal: "no", baggage: ["20", "30"], aircraft: ["7M8", "738"],
    sectors: [["KHI", "DXB", "334"], ["LHE", "DXB", "358"], ["ISB", "DXB", "354"], ["MUX", "DXB", "338"], ["SKT", "DXB", "340"], ["PEW", "DXB", "376"], ["LYP", "DXB", "360"], ["LHE", "JED", "362", "DXB"]],
  },
  {
    name: "Fly Jinnah", code: "9W", flights: 4, meal: "no", baggage: ["20", "30"], aircraft: ["320"],
    sectors: [["KHI", "SHJ", "540"], ["LHE", "SHJ", "552"], ["ISB", "SHJ", "562"], ["PEW", "SHJ", "582"], ["KHI", "MCT", "522"], ["LHE", "JED", "672"], ["ISB", "JED", "676"], ["KHI", "RUH", "642"], ["PEW", "DMM", "684"]],
  },
  {
    name: "Flynas", code: "XY", flights: 4, meal: "no", baggage: ["20", "30", "40"], aircraft: ["320", "32N"],
    sectors: [["LHE", "RUH", "318"], ["LHE", "JED", "630"], ["ISB", "JED", "636"], ["KHI", "RUH", "314"], ["PEW", "RUH", "322"], ["MUX", "JED", "642"], ["LHE", "MED", "650"], ["ISB", "RUH", "324"]],
  },
  {
    name: "Oman Air", code: "WY", flights: 3, meal: "yes", baggage: ["30", "2x23"], aircraft: ["738", "789"],
    sectors: [["KHI", "MCT", "324"], ["LHE", "MCT", "344"], ["ISB", "MCT", "348"], ["SKT", "MCT", "346"], ["MUX", "MCT", "342"], ["PEW", "MCT", "328"], ["KHI", "JED", "326", "MCT"], ["LHE", "MED", "340", "MCT"]],
  },
  {
    name: "Pakistan International Airlines", code: "PK", flights: 6, meal: "yes", baggage: ["30", "40", "2x23"], aircraft: ["320", "77W"],
    sectors: [["LHE", "JED", "759"], ["ISB", "JED", "741"], ["KHI", "JED", "761"], ["ISB", "MED", "743"], ["LHE", "MED", "747"], ["ISB", "RUH", "733"], ["LHE", "RUH", "725"], ["ISB", "DMM", "245"], ["KHI", "DXB", "213"], ["LHE", "DXB", "203"], ["ISB", "DXB", "233"], ["PEW", "DXB", "283"], ["MUX", "JED", "835"], ["SKT", "JED", "865"], ["LYP", "JED", "881"]],
  },
  {
    name: "Qatar Airways", code: "QR", flights: 4, meal: "yes", baggage: ["30", "2x23"], premium: true, aircraft: ["359", "789", "320"],
    sectors: [["LHE", "DOH", "629"], ["KHI", "DOH", "605"], ["ISB", "DOH", "633"], ["PEW", "DOH", "631"], ["MUX", "DOH", "611"], ["SKT", "DOH", "619"], ["LHE", "JED", "621", "DOH"], ["KHI", "IST", "609", "DOH"], ["ISB", "MED", "615", "DOH"]],
  },
  {
    name: "Saudia", code: "SV", flights: 6, meal: "yes", baggage: ["40", "2x23"], aircraft: ["320", "333", "789"],
    sectors: [["LHE", "JED", "739"], ["KHI", "JED", "701"], ["ISB", "JED", "723"], ["PEW", "JED", "789"], ["MUX", "JED", "735"], ["SKT", "JED", "737"], ["LHE", "MED", "731"], ["KHI", "RUH", "711"], ["ISB", "RUH", "725"], ["KHI", "DMM", "713"]],
  },
  {
    name: "Serene Air", code: "ER", flights: 4, meal: "yes", baggage: ["30", "40"], aircraft: ["320", "332"],
    sectors: [["ISB", "DXB", "701"], ["LHE", "DXB", "703"], ["KHI", "DXB", "705"], ["ISB", "JED", "801"], ["LHE", "JED", "803"], ["PEW", "JED", "811"], ["ISB", "MED", "807"], ["KHI", "SHJ", "709"], ["ISB", "RUH", "821"]],
  },
  {
    name: "Turkish Airlines", code: "TK", flights: 3, meal: "yes", baggage: ["30", "2x23"], premium: true, aircraft: ["333", "77W", "321"],
    sectors: [["ISB", "IST", "711"], ["LHE", "IST", "715"], ["KHI", "IST", "709"]],
  },
  {
    name: "Uzbekistan Airways", code: "HY", flights: 2, meal: "yes", baggage: ["23", "30"], aircraft: ["320", "787"],
    sectors: [["LHE", "TAS", "764"], ["ISB", "TAS", "784"], ["LHE", "JED", "762", "TAS"]],
  },
];

type PackageSeed = {
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

const UMRAH_EXCLUSIONS = [
  "Meals unless stated",
  "Qurbani",
  "Personal expenses and laundry",
  "Excess baggage",
];

const PACKAGES: readonly PackageSeed[] = [
  {
    name: "Economy Umrah 15 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 15,
    departsIn: 25,
    price: 185_000,
    maxParticipants: 45,
    status: "active",
    description:
      "Affordable group Umrah with return group tickets, quad-sharing rooms in 3-star hotels about 800 m from the Haram and 500 m from Masjid-e-Nabawi, visa and ziyarat.",
    itinerary: [
      "Day 1: Fly Lahore to Jeddah, transfer to Makkah and perform Umrah",
      "Days 2-8: Makkah, prayers at Masjid al-Haram; ziyarat of Jabal-e-Noor, Mina, Arafat and Muzdalifah",
      "Day 9: Transfer to Madinah by AC bus",
      "Days 10-14: Madinah, prayers at Masjid-e-Nabawi; ziyarat of Quba, Uhud and Qiblatain",
      "Day 15: Fly Madinah to Lahore",
    ],
    inclusions: [
      "Return group ticket with 40 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 8 nights, quad sharing",
      "Madinah hotel, 6 nights, quad sharing",
      "Airport and inter-city transport by AC bus",
      "Makkah and Madinah ziyarat",
    ],
    exclusions: UMRAH_EXCLUSIONS,
  },
  {
    name: "Premium Umrah 21 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 21,
    departsIn: 48,
    price: 395_000,
    maxParticipants: 30,
    status: "active",
    description:
      "Three weeks of Umrah in 4-star hotels within 300 m of both Harams, double or triple sharing, with breakfast and dinner buffets and a guided ziyarat programme.",
    itinerary: [
      "Day 1: Fly Islamabad to Jeddah, transfer to Makkah and perform Umrah",
      "Days 2-11: Makkah; guided ziyarat and a day trip to Taif",
      "Day 12: Transfer to Madinah by Haramain high-speed train",
      "Days 13-20: Madinah; ziyarat of Quba, Uhud, Qiblatain and the Seven Mosques",
      "Day 21: Fly Madinah to Islamabad",
    ],
    inclusions: [
      "Return ticket with 2x23 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 11 nights, 4-star, triple sharing",
      "Madinah hotel, 9 nights, 4-star, triple sharing",
      "Breakfast and dinner buffets",
      "Haramain train Makkah to Madinah",
      "Guided ziyarat with a scholar",
    ],
    exclusions: ["Lunch", "Qurbani", "Personal expenses", "Single-room supplement"],
  },
  {
    name: "Ramadan Umrah Last Ashra",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 12,
    departsIn: 95,
    price: 465_000,
    maxParticipants: 40,
    status: "active",
    description:
      "The last ten nights of Ramadan in Makkah, including Laylat al-Qadr and Eid prayers at the Haram, with suhoor and iftar at the hotel.",
    itinerary: [
      "Day 1: Fly Karachi to Jeddah, transfer to Makkah and perform Umrah",
      "Days 2-9: Makkah, last ashra of Ramadan; taraweeh and qiyam at Masjid al-Haram",
      "Day 10: Eid prayer at the Haram; transfer to Madinah",
      "Day 11: Madinah ziyarat",
      "Day 12: Fly Madinah to Karachi",
    ],
    inclusions: [
      "Return ticket with 40 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 9 nights, 4-star, quad sharing",
      "Madinah hotel, 2 nights",
      "Suhoor and iftar",
      "All transport by AC bus",
    ],
    exclusions: UMRAH_EXCLUSIONS,
  },
  {
    name: "Executive Umrah 10 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 10,
    departsIn: 70,
    price: 560_000,
    maxParticipants: 20,
    status: "active",
    description:
      "Five-star Umrah for small groups: Haram-view rooms at Makkah Clock Tower and a 5-star hotel facing Masjid-e-Nabawi, private GMC transport and full board.",
    itinerary: [
      "Day 1: Fly Lahore to Jeddah in business class, private transfer to Makkah, Umrah",
      "Days 2-5: Makkah; private ziyarat",
      "Day 6: Private transfer to Madinah",
      "Days 7-9: Madinah; private ziyarat",
      "Day 10: Fly Madinah to Lahore",
    ],
    inclusions: [
      "Return business-class ticket",
      "Umrah visa with medical insurance",
      "Makkah hotel, 5 nights, 5-star Haram view, double sharing",
      "Madinah hotel, 4 nights, 5-star, double sharing",
      "Full board",
      "Private GMC transport",
      "Private ziyarat with a guide",
    ],
    exclusions: ["Qurbani", "Personal expenses"],
  },
  {
    name: "Family Umrah 14 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 14,
    departsIn: -60,
    price: 245_000,
    maxParticipants: 40,
    status: "active",
    description:
      "Family rooms in 3-star hotels close to both Harams during the school holidays, with a wheelchair on request and child fares on the flights.",
    itinerary: [
      "Day 1: Fly Lahore to Jeddah, transfer to Makkah, Umrah",
      "Days 2-7: Makkah; ziyarat",
      "Day 8: Transfer to Madinah",
      "Days 9-13: Madinah; ziyarat",
      "Day 14: Fly Madinah to Lahore",
    ],
    inclusions: [
      "Return group ticket with 40 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 7 nights, family room",
      "Madinah hotel, 6 nights, family room",
      "Breakfast",
      "Transport by AC bus",
      "Ziyarat",
    ],
    exclusions: UMRAH_EXCLUSIONS,
  },
  {
    name: "Umrah with Taif Ziyarat 18 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 18,
    departsIn: 18,
    price: 285_000,
    maxParticipants: 35,
    status: "sold",
    description:
      "Group Umrah with a day in Taif (Masjid Abdullah ibn Abbas, the rose farms and Al-Hada), 3-star hotels and daily breakfast.",
    itinerary: [
      "Day 1: Fly Islamabad to Jeddah, transfer to Makkah, Umrah",
      "Days 2-9: Makkah; ziyarat",
      "Day 10: Day trip to Taif",
      "Day 11: Transfer to Madinah",
      "Days 12-17: Madinah; ziyarat",
      "Day 18: Fly Madinah to Islamabad",
    ],
    inclusions: [
      "Return group ticket with 40 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 10 nights, triple sharing",
      "Madinah hotel, 7 nights, triple sharing",
      "Breakfast",
      "Taif day trip",
      "Transport by AC bus",
    ],
    exclusions: UMRAH_EXCLUSIONS,
  },
  {
    name: "Winter Umrah Special 15 Days",
    type: "umrah",
    destination: "MAKKAH & MADINAH",
    days: 15,
    departsIn: -330,
    price: 198_000,
    maxParticipants: 45,
    status: "active",
    description:
      "The winter-holiday group Umrah from Karachi: 3-star hotels, quad sharing, group ticket and ziyarat.",
    itinerary: [
      "Day 1: Fly Karachi to Jeddah, transfer to Makkah, Umrah",
      "Days 2-8: Makkah; ziyarat",
      "Day 9: Transfer to Madinah",
      "Days 10-14: Madinah; ziyarat",
      "Day 15: Fly Madinah to Karachi",
    ],
    inclusions: [
      "Return group ticket with 40 KG baggage",
      "Umrah visa with medical insurance",
      "Makkah hotel, 8 nights, quad sharing",
      "Madinah hotel, 6 nights, quad sharing",
      "Transport by AC bus",
      "Ziyarat",
    ],
    exclusions: UMRAH_EXCLUSIONS,
  },
  {
    name: "Istanbul & Cappadocia 8 Days",
    type: "tour",
    destination: "TURKEY",
    days: 8,
    departsIn: 40,
    price: 365_000,
    maxParticipants: 25,
    status: "active",
    description:
      "Istanbul's mosques and bazaars, a Bosphorus cruise and two days in Cappadocia with an optional balloon flight.",
    itinerary: [
      "Day 1: Fly Lahore to Istanbul; hotel check-in in Sultanahmet",
      "Day 2: Blue Mosque, Hagia Sophia, Topkapi Palace, Grand Bazaar",
      "Day 3: Bosphorus cruise and Spice Bazaar",
      "Day 4: Fly to Kayseri, transfer to Cappadocia",
      "Day 5: Goreme open-air museum, Uchisar, Pasabag",
      "Day 6: Fly back to Istanbul; Eyup Sultan Mosque",
      "Day 7: Free day for shopping",
      "Day 8: Fly Istanbul to Lahore",
    ],
    inclusions: [
      "Return Turkish Airlines ticket",
      "Turkey e-visa",
      "7 nights 4-star hotels with breakfast",
      "Domestic flights Istanbul-Kayseri",
      "Guided tours and entrance tickets",
      "Airport transfers",
    ],
    exclusions: ["Balloon flight", "Lunch and dinner", "Tips", "Personal expenses"],
  },
  {
    name: "Dubai City Break 5 Days",
    type: "tour",
    destination: "DUBAI, UAE",
    days: 5,
    departsIn: 12,
    price: 185_000,
    maxParticipants: 30,
    status: "active",
    description:
      "Four nights in Dubai with a desert safari, a dhow dinner cruise and a city tour including the Burj Khalifa.",
    itinerary: [
      "Day 1: Fly Karachi to Dubai; evening dhow cruise dinner at the Marina",
      "Day 2: Dubai city tour and Burj Khalifa At the Top",
      "Day 3: Desert safari with barbecue dinner",
      "Day 4: Free day; Dubai Mall and Global Village",
      "Day 5: Fly Dubai to Karachi",
    ],
    inclusions: [
      "Return ticket with 30 KG baggage",
      "UAE visit visa",
      "4 nights 4-star hotel with breakfast",
      "Desert safari",
      "Dhow cruise dinner",
      "Burj Khalifa tickets",
      "Airport transfers",
    ],
    exclusions: ["Lunch", "Tourism dirham fee", "Personal expenses"],
  },
  {
    name: "Baku & Gabala 6 Days",
    type: "tour",
    destination: "BAKU, AZERBAIJAN",
    days: 6,
    departsIn: -150,
    price: 210_000,
    maxParticipants: 25,
    status: "active",
    description:
      "The old city of Baku, the Flame Towers and a mountain day in Gabala with the Tufandag cable car.",
    itinerary: [
      "Day 1: Fly Lahore to Baku via Dubai",
      "Day 2: Baku old city, Maiden Tower, Flame Towers, Boulevard",
      "Day 3: Gobustan and the mud volcanoes",
      "Day 4: Gabala, Nohur lake and Tufandag cable car",
      "Day 5: Shahdag and back to Baku",
      "Day 6: Fly Baku to Lahore",
    ],
    inclusions: [
      "Return ticket",
      "Azerbaijan e-visa",
      "5 nights hotels with breakfast",
      "Guided tours",
      "Airport transfers",
    ],
    exclusions: ["Lunch and dinner", "Cable-car tickets", "Personal expenses"],
  },
  {
    name: "Malaysia Explorer 7 Days",
    type: "tour",
    destination: "MALAYSIA",
    days: 7,
    departsIn: 60,
    price: 295_000,
    maxParticipants: 30,
    status: "active",
    description: "Kuala Lumpur, the Genting Highlands and three days on Langkawi's beaches.",
    itinerary: [
      "Day 1: Fly Islamabad to Kuala Lumpur",
      "Day 2: KL city tour, Petronas Towers, Batu Caves",
      "Day 3: Genting Highlands by cable car",
      "Day 4: Fly to Langkawi",
      "Day 5: Island hopping",
      "Day 6: Langkawi Sky Bridge and cable car",
      "Day 7: Fly Langkawi to Islamabad via Kuala Lumpur",
    ],
    inclusions: [
      "Return ticket",
      "Malaysia e-visa",
      "6 nights 4-star hotels with breakfast",
      "Domestic flight KL-Langkawi",
      "Tours as in the itinerary",
      "Airport transfers",
    ],
    exclusions: ["Lunch and dinner", "Tourism tax", "Personal expenses"],
  },
  {
    name: "Hunza & Skardu Summer Tour 9 Days",
    type: "tour",
    destination: "HUNZA & SKARDU, PAKISTAN",
    days: 9,
    departsIn: -130,
    price: 180_000,
    maxParticipants: 35,
    status: "active",
    description:
      "The Karakoram Highway to Hunza and the lakes of Skardu in summer, by coaster with a local guide.",
    itinerary: [
      "Day 1: Islamabad to Naran",
      "Day 2: Naran to Hunza via Babusar Top",
      "Day 3: Baltit and Altit forts, Eagle's Nest",
      "Day 4: Attabad Lake, Passu Cones, Khunjerab Pass",
      "Day 5: Hunza to Skardu",
      "Day 6: Shangrila, Upper Kachura lake",
      "Day 7: Deosai plains",
      "Day 8: Skardu to Chilas",
      "Day 9: Back to Islamabad",
    ],
    inclusions: [
      "Transport by AC coaster",
      "8 nights hotels, double sharing",
      "Breakfast and dinner",
      "Jeep to Deosai",
      "Tour guide",
    ],
    exclusions: ["Lunch", "Entry tickets", "Personal expenses"],
  },
  {
    name: "Samarkand & Bukhara 7 Days",
    type: "tour",
    destination: "UZBEKISTAN",
    days: 7,
    departsIn: 35,
    price: 255_000,
    maxParticipants: 20,
    status: "cancelled",
    description:
      "The Silk Road cities of Uzbekistan: Tashkent, Samarkand's Registan and the old town of Bukhara, with the shrine of Imam Bukhari.",
    itinerary: [
      "Day 1: Fly Lahore to Tashkent",
      "Day 2: Tashkent city tour",
      "Day 3: High-speed train to Samarkand; Registan",
      "Day 4: Shrine of Imam al-Bukhari, Shah-i-Zinda",
      "Day 5: Train to Bukhara; old town",
      "Day 6: Bukhara and back to Tashkent",
      "Day 7: Fly Tashkent to Lahore",
    ],
    inclusions: [
      "Return Uzbekistan Airways ticket",
      "6 nights hotels with breakfast",
      "Train tickets",
      "Guided tours",
      "Airport transfers",
    ],
    exclusions: ["Lunch and dinner", "Personal expenses"],
  },
];

const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; Infinix X6833B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
] as const;
const IP_PREFIXES = ["182.185", "39.57", "119.160", "111.119", "58.65", "202.47", "10.0"] as const;

const DIRECT_SOURCES = [
  ["website", 40],
  ["mobile", 20],
  ["facebook", 15],
  ["whatsapp", 15],
  ["google-ads", 10],
] as const;
/** Payment claims on pending bookings ('Mark as Paid', docs/ARCHITECTURE.md §4), with their shares. */
const PAYMENT_METHODS = [
  ["bank_transfer", 45],
  ["jazzcash", 35],
  ["easypaisa", 20],
] as const;
const SPECIAL_REQUESTS = [
  "Wheelchair assistance at Jeddah airport",
  "Seats together please",
  "Window seat for the elderly passenger",
  "Infant bassinet required",
  "Vegetarian meal",
  "Please call before 6 pm",
  "Need hotel close to the Haram",
] as const;
const ADMIN_NOTES = [
  "Payment received by bank transfer",
  "Paid via JazzCash, confirmed on call",
  "Customer asked to hold until salary day",
  "Passport copies received on WhatsApp",
  "Cancelled at customer request",
  "Duplicate request, kept the later one",
  "Visa documents pending",
] as const;

// ---------------------------------------------------------------------------------------------
// Randomness and time
// ---------------------------------------------------------------------------------------------

const DEFAULT_SEED = 20260214;

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly source: () => number) {}
  float(): number {
    return Math.min(Math.max(this.source(), 0), 0.999_999_999);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)]!;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let x = this.float() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  digits(n: number): string {
    let s = "";
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  code(n: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"): string {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
  /** An instant between a and b. */
  between(a: Date, b: Date): Date {
    return new Date(a.getTime() + this.float() * Math.max(0, b.getTime() - a.getTime()));
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Pakistan Standard Time, UTC+5. */
const PKT = 5;

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
const latest = (...ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));

function localParts(at: Date, utcOffset: number): { date: string; time: string } {
  const iso = new Date(at.getTime() + utcOffset * HOUR).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
const pkDate = (at: Date) => localParts(at, PKT).date;
/** ISO local date-time without zone, as a GDS gives it: '2026-03-14T03:40:00'. */
const localIso = (at: Date, utcOffset: number) => {
  const p = localParts(at, utcOffset);
  return `${p.date}T${p.time}:00`;
};
function atPk(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - PKT * HOUR);
}
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
const round5 = (n: number) => Math.round(n / 5) * 5;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

type Person = { first: string; last: string; female: boolean };

function person(dice: Dice, last?: string): Person {
  const female = dice.chance(0.45);
  return {
    first: dice.pick(female ? FEMALE_NAMES : MALE_NAMES),
    last: last ?? dice.pick(FAMILY_NAMES),
    female,
  };
}
const randomIp = (dice: Dice) => `${dice.pick(IP_PREFIXES)}.${dice.int(1, 254)}.${dice.int(1, 254)}`;
const mobile = (dice: Dice) => `+92${dice.pick(MOBILE_PREFIXES)}${dice.digits(7)}`;
const passportNo = (dice: Dice) => `${dice.code(2, "ABCDEFGHJKLMNPRSTUVWXYZ")}${dice.digits(7)}`;
function personalEmail(dice: Dice, p: Person): string {
  const sep = dice.pick([".", "", "_"]);
  const tail = dice.chance(0.6) ? String(dice.int(1, 99)) : "";
  return `${p.first}${sep}${p.last}${tail}@${dice.pick(MAIL_DOMAINS)}`.toLowerCase();
}

type AgeType = "adult" | "child" | "infant";

/** A party of travellers: the lead adult first, infants never outnumbering adults. */
function party(dice: Dice, size: number): { p: Person; age: AgeType }[] {
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
function birthDate(dice: Dice, age: AgeType, travelDate: string): string {
  const days =
    age === "adult"
      ? dice.int(19 * 365, 70 * 365)
      : age === "child"
        ? dice.int(3 * 365, 11 * 365)
        : dice.int(60, 600);
  return addDays(travelDate, -days);
}

function personType(age: AgeType, p: Person, dice: Dice): "Mr" | "Mrs" | "Ms" | "Chd" | "Inf" {
  if (age === "child") return "Chd";
  if (age === "infant") return "Inf";
  return p.female ? (dice.chance(0.7) ? "Mrs" : "Ms") : "Mr";
}

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

type Ctx = { dice: Dice; now: Date; start: Date };
type Status = "pending" | "approved" | "cancelled";

type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
/** A seeded user and what the generators need to act as them (when approved, from where). */
type Account = { row: UserRow; seed: SeedUser; approvedAt: Date; ip: string; agent: string; weight: number };

function buildUsers(
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

function pickCustomer(dice: Dice, customers: Account[], at: Date): Account | undefined {
  const able = customers.filter((c) => c.approvedAt.getTime() <= at.getTime());
  if (able.length === 0) return undefined;
  return dice.weighted(able.map((c) => [c, c.weight] as const));
}

/**
 * What one customer holds in pending bookings, kept within the hold caps: a demo sign-in gets half
 * the cap (room to book in a demo), everyone else the cap.
 */
class PendingHolds {
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

type FlightRow = typeof flights.$inferInsert & { id: string; createdAt: Date };
type FlightPlan = {
  row: FlightRow;
  airline: Airline;
  from: Airport;
  to: Airport;
  departsAt: Date;
  delayed: boolean;
  held: number;
  touches: Date[];
};

function flightPrice(
  dice: Dice,
  airline: Airline,
  to: Airport,
  stopover: boolean,
  isReturn: boolean,
): number {
  const band: Record<string, [number, number]> = {
    JED: [78_000, 160_000],
    MED: [80_000, 165_000],
    RUH: [72_000, 140_000],
    DMM: [68_000, 130_000],
    IST: [125_000, 210_000],
    TAS: [62_000, 110_000],
  };
  const [lo, hi] = band[to] ?? [45_000, 95_000];
  let price = lo + dice.float() * (hi - lo);
  if (airline.premium) price *= 1.15;
  if (stopover) price *= 0.92 + dice.float() * 0.15;
  if (isReturn) price *= 1.55 + dice.float() * 0.2;
  return Math.min(285_000, Math.max(45_000, roundTo(price, 500)));
}

function buildFlights(ctx: Ctx): FlightPlan[] {
  const { dice, now, start } = ctx;
  const slots = AIRLINES.flatMap((airline) => {
    const sectors = dice.shuffle(airline.sectors);
    return Array.from({ length: airline.flights }, (_, i) => ({
      airline,
      sector: sectors[i % sectors.length]!,
    }));
  });
  const ordered = dice.shuffle(slots);
  const past = 22;
  const returnIdx = new Set(dice.shuffle(ordered.map((_, i) => i)).slice(0, 15));
  const pkToday = pkDate(now);
  const plans = ordered.map(({ airline, sector }, i): FlightPlan => {
    const [from, to, no, via] = sector;
    const offset = i < past ? -dice.int(12, 410) : dice.int(2, 122);
    const departureDate = addDays(pkToday, offset);
    const departureTime = `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`;
    const departsAt = atPk(departureDate, departureTime);
    const layover = via ? round5(dice.int(80, 270)) : 0;
    const minutes = via ? legMinutes(from, via) + layover + legMinutes(via, to) : legMinutes(from, to);
    const arrival = localParts(plus(departsAt, minutes * MINUTE), AIRPORTS[to].utc);
    const isReturn = returnIdx.has(i);
    const price = flightPrice(dice, airline, to, Boolean(via), isReturn);
    const createdAt = new Date(
      Math.min(
        Math.max(departsAt.getTime() - dice.int(30, 240) * DAY, start.getTime() + dice.int(0, 5) * HOUR),
        now.getTime() - DAY,
      ),
    );
    const row: FlightRow = {
      id: randomUUID(),
      airlineName: airline.name,
      flightNumber: `${airline.code} ${no}`,
      pnr: dice.code(6),
      departure: from,
      destination: to,
      departureDate,
      departureTime,
      arrivalDate: arrival.date,
      arrivalTime: arrival.time,
      duration: formatDuration(minutes),
      price,
      seatsAvailable: 0,
      defaultMeal: airline.meal,
      defaultBaggage: dice.pick(airline.baggage),
      isStopover: Boolean(via),
      stopoverLocation: via ?? null,
      stopoverLayover: via ? formatDuration(layover) : null,
      isReturnFlight: isReturn,
      status: "active",
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    if (isReturn) {
      const stay = dice.weighted([
        [7, 1],
        [10, 1],
        [14, 3],
        [15, 3],
        [21, 2],
        [28, 1],
      ] as const);
      const retDate = addDays(departureDate, stay);
      const retTime = `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`;
      const retMinutes = minutes + round5(dice.int(-15, 20));
      const retDeparts = new Date(Date.parse(`${retDate}T${retTime}:00Z`) - AIRPORTS[to].utc * HOUR);
      const retArrival = localParts(plus(retDeparts, retMinutes * MINUTE), PKT);
      Object.assign(row, {
        returnDepartureDate: retDate,
        returnDepartureTime: retTime,
        returnArrivalDate: retArrival.date,
        returnArrivalTime: retArrival.time,
        returnDuration: formatDuration(retMinutes),
      });
    }
    return { row, airline, from, to, departsAt, delayed: false, held: 0, touches: [createdAt] };
  });
  // A couple of upcoming flights are running late.
  const soon = plans.filter(
    (f) =>
      f.departsAt.getTime() > now.getTime() + 2 * DAY && f.departsAt.getTime() < now.getTime() + 25 * DAY,
  );
  for (const f of dice.shuffle(soon).slice(0, 2)) f.delayed = true;
  return plans;
}

/** What a booking keeps of the flight (the API's field names, no PNR). */
function flightSnapshot(f: FlightRow): Record<string, unknown> {
  return {
    airlineName: f.airlineName,
    flightNumber: f.flightNumber,
    departure: f.departure,
    destination: f.destination,
    departureDate: f.departureDate,
    departureTime: f.departureTime,
    arrivalDate: f.arrivalDate,
    arrivalTime: f.arrivalTime,
    duration: f.duration,
    price: f.price,
    defaultMeal: f.defaultMeal,
    defaultBaggage: f.defaultBaggage,
    isStopover: f.isStopover,
    stopoverLocation: f.stopoverLocation ?? null,
    stopoverLayover: f.stopoverLayover ?? null,
    isReturnFlight: f.isReturnFlight,
    returnDepartureDate: f.returnDepartureDate ?? null,
    returnDepartureTime: f.returnDepartureTime ?? null,
    returnArrivalDate: f.returnArrivalDate ?? null,
    returnArrivalTime: f.returnArrivalTime ?? null,
    returnDuration: f.returnDuration ?? null,
    // Bookable flights are active; that is what the customer booked.
    status: "active",
  };
}

/** Statuses in the demo's proportions, shuffled. */
function statusMix(dice: Dice, total: number, shares: { pending: number; cancelled: number }): Status[] {
  const pending = Math.round(total * shares.pending);
  const cancelled = Math.round(total * shares.cancelled);
  const list: Status[] = [
    ...Array<Status>(pending).fill("pending"),
    ...Array<Status>(cancelled).fill("cancelled"),
    ...Array<Status>(total - pending - cancelled).fill("approved"),
  ];
  return dice.shuffle(list);
}

/** When a non-pending booking was made: over the window, a little denser in recent months (growth). */
function pastInstant(ctx: Ctx): Date {
  const from = ctx.start.getTime() + DAY;
  const to = ctx.now.getTime() - 2 * HOUR - 5 * MINUTE;
  return new Date(from + (to - from) * ctx.dice.float() ** 0.85);
}

/** When a pending booking was made: within the last 2 hours, so it has not expired yet. */
function recentInstant(ctx: Ctx): Date {
  return plus(ctx.now, -ctx.dice.int(2 * 60, 110 * 60) * 1000);
}

type Lifecycle = {
  status: Status;
  createdAt: Date;
  expiresAt: Date;
  approvedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentClaimedAt: Date | null;
  updatedAt: Date;
  version: number;
};

function paymentReference(dice: Dice, method: string): string {
  if (method === "bank_transfer") return `FT${dice.digits(10)}`;
  if (method === "jazzcash") return `JC${dice.digits(10)}`;
  return `EP${dice.digits(10)}`;
}

/** What happened to a booking after it was made: payment claim, approval, cancellation or expiry. */
function lifecycle(ctx: Ctx, status: Status, createdAt: Date): Lifecycle {
  const { dice, now } = ctx;
  const expiresAt = plus(createdAt, 2 * HOUR);
  const out: Lifecycle = {
    status,
    createdAt,
    expiresAt,
    approvedAt: null,
    cancelledAt: null,
    cancelReason: null,
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    updatedAt: createdAt,
    version: 1,
  };
  const claim = (before: Date) => {
    const at = dice.between(plus(createdAt, 2 * MINUTE), before);
    out.paymentMethod = dice.weighted(PAYMENT_METHODS);
    out.paymentReference = paymentReference(dice, out.paymentMethod);
    out.paymentClaimedAt = at;
    out.updatedAt = at;
    out.version++;
  };
  if (status === "pending") {
    if (now.getTime() - createdAt.getTime() > 10 * MINUTE && dice.chance(0.4)) claim(plus(now, -MINUTE));
  } else if (status === "approved") {
    const approvedAt = plus(createdAt, dice.int(6, 115) * MINUTE);
    if (dice.chance(0.55)) claim(plus(approvedAt, -MINUTE));
    out.approvedAt = approvedAt;
    out.updatedAt = approvedAt;
    out.version++;
  } else if (dice.chance(0.35)) {
    out.cancelledAt = expiresAt;
    out.cancelReason = "expired";
    out.updatedAt = expiresAt;
    out.version++;
  } else {
    out.cancelledAt = plus(createdAt, dice.int(4, 115) * MINUTE);
    out.updatedAt = out.cancelledAt;
    out.version++;
  }
  return out;
}

type FlightBookingRow = typeof flightBookings.$inferInsert & {
  id: string;
  bookingId: string;
  createdAt: Date;
};
type PassengerRow = typeof flightBookingPassengers.$inferInsert;
type BookingFact = {
  id: string;
  ref: string;
  customer: Account;
  life: Lifecycle;
  count: number;
  amount: number;
  label: string;
  kind: "flight" | "package";
};

function uniqueRef(taken: Set<string>, prefix: "SF" | "PK" | "WB" | "WP"): string {
  for (;;) {
    const ref = bookingReference(prefix);
    if (!taken.has(ref)) {
      taken.add(ref);
      return ref;
    }
  }
}

function buildFlightBookings(ctx: Ctx, plans: FlightPlan[], customers: Account[], refs: Set<string>) {
  const { dice, now } = ctx;
  const rows: FlightBookingRow[] = [];
  const passengers: PassengerRow[] = [];
  const facts: BookingFact[] = [];
  const statuses = statusMix(dice, 400, { pending: 0.15, cancelled: 0.25 });
  const holds = new PendingHolds(DEFAULT_LIMITS.maxHeldSeatsPerCustomer);
  // The three demo customers each have a booking waiting for approval.
  const demo = customers.filter((c) => c.weight > 1);
  let pendingSeen = 0;
  for (const status of statuses) {
    let createdAt: Date;
    let candidates: FlightPlan[];
    let customer: Account | undefined;
    for (;;) {
      createdAt = status === "pending" ? recentInstant(ctx) : pastInstant(ctx);
      const t = createdAt.getTime();
      candidates = plans.filter(
        (f) =>
          f.row.createdAt.getTime() <= t &&
          f.departsAt.getTime() - 12 * HOUR > t &&
          (status !== "pending" || (!f.delayed && f.departsAt.getTime() > now.getTime() + DAY)),
      );
      customer =
        status === "pending" && pendingSeen < demo.length
          ? demo[pendingSeen]
          : pickCustomer(dice, customers, createdAt);
      if (candidates.length > 0 && customer) break;
    }
    if (status === "pending") pendingSeen++;
    const plan = dice.pick(candidates);
    const f = plan.row;
    const size = dice.weighted([
      [1, 20],
      [2, 30],
      [3, 18],
      [4, 16],
      [5, 9],
      [6, 7],
    ] as const);
    if (status === "pending") customer = holds.assign(customer, size, customers, createdAt);
    const life = lifecycle(ctx, status, createdAt);
    const id = randomUUID();
    const ref = uniqueRef(refs, "SF");
    const price = f.price ?? 0;
    if (status !== "cancelled") plan.held += size;
    plan.touches.push(createdAt);
    if (life.cancelledAt) plan.touches.push(life.cancelledAt);
    rows.push({
      id,
      bookingId: ref,
      userId: customer.row.id,
      flightId: f.id,
      flightSnapshot: flightSnapshot(f),
      status,
      passengerCount: size,
      pricePerPassenger: price,
      totalAmount: price * size,
      expiresAt: life.expiresAt,
      paymentMethod: life.paymentMethod,
      paymentReference: life.paymentReference,
      paymentClaimedAt: life.paymentClaimedAt,
      approvedAt: life.approvedAt,
      cancelledAt: life.cancelledAt,
      cancelReason: life.cancelReason,
      createdAt,
      updatedAt: life.updatedAt,
      version: life.version,
    });
    party(dice, size).forEach(({ p, age }, position) => {
      const first = p.first.toUpperCase();
      const last = p.last.toUpperCase();
      passengers.push({
        bookingId: id,
        position,
        personType: personType(age, p, dice),
        firstName: first,
        lastName: last,
        name: `${first} ${last}`,
        passport: passportNo(dice),
        passportExpiry: addDays(pkDate(now), dice.int(240, 9 * 365)),
        ageType: age,
        dateOfBirth: birthDate(dice, age, f.departureDate),
        nationality: "PAKISTAN",
        contactNumber: position === 0 ? mobile(dice) : customer.row.mobileNumber!,
      });
    });
    facts.push({
      id,
      ref,
      customer,
      life,
      count: size,
      amount: price * size,
      label: `${f.flightNumber} ${f.departure} → ${f.destination}`,
      kind: "flight",
    });
  }
  settleInventory(ctx, plans);
  return { rows, passengers, facts };
}

/** Seats left after the holds; sold-out flights are 'sold', a couple of upcoming ones 'delayed'. */
function settleInventory(ctx: Ctx, plans: FlightPlan[]): void {
  const { dice, now } = ctx;
  const busy = plans.filter((f) => !f.delayed && f.held >= 6).sort((a, b) => b.held - a.held);
  const pastBusy = busy.filter((f) => f.departsAt < now);
  const futureBusy = busy.filter((f) => f.departsAt >= now);
  const soldOut = new Set([
    ...dice.shuffle(pastBusy.slice(0, 8)).slice(0, 3),
    ...dice.shuffle(futureBusy.slice(0, 10)).slice(0, 4),
  ]);
  for (const f of plans) {
    const left = soldOut.has(f)
      ? 0
      : f.delayed
        ? dice.int(4, 30)
        : f.departsAt < now
          ? dice.int(1, 20)
          : dice.int(1, 45);
    f.row.seatsAvailable = left;
    f.row.status = left === 0 ? "sold" : f.delayed ? "delayed" : "active";
    if (f.delayed) f.touches.push(plus(now, -dice.int(1, 10) * HOUR));
    f.row.updatedAt = latest(...f.touches);
    f.row.version = f.touches.length;
  }
}

type PackageRow = typeof packages.$inferInsert & { id: string; createdAt: Date };
type PackagePlan = { row: PackageRow; seed: PackageSeed; departsAt: Date; held: number; touches: Date[] };

function buildPackages(ctx: Ctx): PackagePlan[] {
  const { dice, now, start } = ctx;
  const today = pkDate(now);
  return PACKAGES.map((seed): PackagePlan => {
    const departureDate = addDays(today, seed.departsIn);
    const departsAt = atPk(departureDate, "06:00");
    const createdAt = new Date(
      Math.min(
        Math.max(departsAt.getTime() - dice.int(150, 300) * DAY, start.getTime() + dice.int(1, 12) * HOUR),
        now.getTime() - 20 * DAY,
      ),
    );
    const row: PackageRow = {
      id: randomUUID(),
      name: seed.name,
      type: seed.type,
      destination: seed.destination,
      duration: `${seed.days} days ${seed.days - 1} nights`,
      departureDate,
      returnDate: addDays(departureDate, seed.days - 1),
      price: seed.price,
      maxParticipants: seed.maxParticipants,
      currentParticipants: 0,
      description: seed.description,
      itinerary: seed.itinerary,
      inclusions: seed.inclusions,
      exclusions: seed.exclusions,
      status: seed.status,
      createdAt,
      updatedAt: createdAt,
      version: 1,
    };
    return { row, seed, departsAt, held: 0, touches: [createdAt] };
  });
}

function packageSnapshot(p: PackageRow): Record<string, unknown> {
  return {
    name: p.name,
    type: p.type,
    destination: p.destination,
    duration: p.duration,
    departureDate: p.departureDate,
    returnDate: p.returnDate,
    price: p.price,
    description: p.description,
    itinerary: p.itinerary,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    status: "active",
  };
}

type PackageBookingRow = typeof packageBookings.$inferInsert & {
  id: string;
  bookingId: string;
  createdAt: Date;
};

function buildPackageBookings(ctx: Ctx, plans: PackagePlan[], customers: Account[], refs: Set<string>) {
  const { dice, now } = ctx;
  const rows: PackageBookingRow[] = [];
  const facts: BookingFact[] = [];
  const add = (plan: PackagePlan, status: Status, createdAt: Date, customer: Account, size: number) => {
    const life = lifecycle(ctx, status, createdAt);
    const id = randomUUID();
    const ref = uniqueRef(refs, "PK");
    const price = plan.row.price ?? 0;
    if (status !== "cancelled") plan.held += size;
    plan.touches.push(createdAt);
    if (life.cancelledAt) plan.touches.push(life.cancelledAt);
    const participants: PackagePassenger[] = party(dice, size).map(({ p }) => {
      const firstName = p.first.toUpperCase();
      const lastName = p.last.toUpperCase();
      return { name: `${firstName} ${lastName}`, passport: passportNo(dice), firstName, lastName };
    });
    rows.push({
      id,
      bookingId: ref,
      userId: customer.row.id,
      packageId: plan.row.id,
      packageSnapshot: packageSnapshot(plan.row),
      passengers: participants,
      status,
      participantCount: size,
      pricePerPerson: price,
      totalAmount: price * size,
      expiresAt: life.expiresAt,
      paymentMethod: life.paymentMethod,
      paymentReference: life.paymentReference,
      paymentClaimedAt: life.paymentClaimedAt,
      approvedAt: life.approvedAt,
      cancelledAt: life.cancelledAt,
      cancelReason: life.cancelReason,
      createdAt,
      updatedAt: life.updatedAt,
      version: life.version,
    });
    facts.push({
      id,
      ref,
      customer,
      life,
      count: size,
      amount: price * size,
      label: plan.row.name,
      kind: "package",
    });
  };

  const room = (p: PackagePlan) => (p.row.maxParticipants ?? 0) - p.held;
  const sold = plans.filter((p) => p.seed.status === "sold");
  // Pending bookings first: they need room on an upcoming package, the others may find it full.
  const statuses = statusMix(dice, 140, { pending: 0.15, cancelled: 0.25 }).sort(
    (a, b) => Number(b === "pending") - Number(a === "pending"),
  );
  // The cancelled package's bookings were all cancelled with it; a few are generated for it first.
  const cancelledPkg = plans.find((p) => p.seed.status === "cancelled");
  let demoPending = 0;
  const demo = customers.filter((c) => c.weight > 1);
  const holds = new PendingHolds(DEFAULT_LIMITS.maxHeldPlacesPerCustomer);
  for (let status of statuses) {
    for (let attempt = 0; ; attempt++) {
      const createdAt = status === "pending" ? recentInstant(ctx) : pastInstant(ctx);
      const t = createdAt.getTime();
      const size = dice.weighted([
        [1, 15],
        [2, 35],
        [3, 20],
        [4, 20],
        [5, 10],
      ] as const);
      const candidates = plans.filter(
        (p) =>
          p.row.createdAt.getTime() <= t &&
          p.departsAt.getTime() - 3 * DAY > t &&
          !sold.includes(p) &&
          // Only the sold-out package is full: the others keep at least one place.
          (status === "cancelled" || (p.seed.status === "active" && room(p) > size)),
      );
      const customer =
        status === "pending" && demoPending < demo.length
          ? demo[demoPending]
          : pickCustomer(dice, customers, createdAt);
      if (candidates.length === 0 || !customer) {
        // Nothing has room at this moment: the attempt becomes a cancelled booking after a while.
        if (attempt > 40) status = "cancelled";
        continue;
      }
      if (status === "pending") demoPending++;
      const holder = status === "pending" ? holds.assign(customer, size, customers, createdAt) : customer;
      add(dice.pick(candidates), status, createdAt, holder, size);
      break;
    }
  }
  if (cancelledPkg) {
    for (let i = 0; i < 4; i++) {
      const at = dice.between(cancelledPkg.row.createdAt, plus(now, -3 * DAY));
      const customer = pickCustomer(dice, customers, at);
      if (customer) add(cancelledPkg, "cancelled", at, customer, dice.int(1, 4));
    }
    cancelledPkg.touches.push(plus(now, -2 * DAY));
  }
  // The sold-out package: approved bookings up to the last place.
  for (const plan of sold) {
    while (room(plan) > 0) {
      const at = dice.between(plan.row.createdAt, plus(now, -3 * HOUR));
      const customer = pickCustomer(dice, customers, at);
      if (!customer) continue;
      add(plan, "approved", at, customer, Math.min(room(plan), dice.int(2, 5)));
    }
  }
  for (const p of plans) {
    p.row.currentParticipants = p.held;
    p.row.updatedAt = latest(...p.touches);
    p.row.version = p.touches.length;
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { rows, facts };
}

type DirectRow = typeof directBookings.$inferInsert;
type DirectPackageRow = typeof directPackageBookings.$inferInsert;

/** A website booking's status and times: pending ones are recent (the desk works through them). */
function directLife(ctx: Ctx, status: Status): { createdAt: Date; updatedAt: Date; version: number } {
  const { dice, now } = ctx;
  const createdAt = status === "pending" ? plus(now, -dice.int(30, 14 * 24 * 60) * MINUTE) : pastInstant(ctx);
  if (status === "pending") return { createdAt, updatedAt: createdAt, version: 1 };
  const updatedAt = new Date(
    Math.min(plus(createdAt, dice.int(20, 36 * 60) * MINUTE).getTime(), now.getTime() - MINUTE),
  );
  return { createdAt, updatedAt, version: 2 };
}

function customerContact(dice: Dice) {
  const p = person(dice);
  return { p, name: `${p.first} ${p.last}`, email: personalEmail(dice, p), phone: mobile(dice) };
}

function buildDirectBookings(
  ctx: Ctx,
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
  refs: Set<string>,
): DirectRow[] {
  const { dice } = ctx;
  const rows: DirectRow[] = [];
  const kinds = dice.shuffle([
    ...Array<"flight">(80).fill("flight"),
    ...Array<"package">(20).fill("package"),
  ]);
  const statuses = statusMix(dice, kinds.length, { pending: 0.2, cancelled: 0.25 });
  kinds.forEach((kind, i) => {
    const status = statuses[i]!;
    let life = directLife(ctx, status);
    const within = <T extends { row: { createdAt: Date }; departsAt: Date }>(list: T[]) =>
      list.filter(
        (x) => x.row.createdAt <= life.createdAt && x.departsAt.getTime() - DAY > life.createdAt.getTime(),
      );
    let flightsOpen = within(flightPlans);
    let packagesOpen = within(packagePlans.filter((p) => p.seed.status !== "cancelled"));
    while ((kind === "flight" ? flightsOpen : packagesOpen).length === 0) {
      life = directLife(ctx, status);
      flightsOpen = within(flightPlans);
      packagesOpen = within(packagePlans.filter((p) => p.seed.status !== "cancelled"));
    }
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 30],
      [2, 30],
      [3, 15],
      [4, 15],
      [5, 6],
      [6, 4],
    ] as const);
    const travellers = party(dice, size);
    const base = {
      bookingId: uniqueRef(refs, "WB"),
      bookingType: kind,
      status,
      source: dice.weighted(DIRECT_SOURCES),
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      specialRequests: dice.chance(0.25) ? dice.pick(SPECIAL_REQUESTS) : null,
      notes: status !== "pending" && dice.chance(0.35) ? dice.pick(ADMIN_NOTES) : null,
      passengerCount: size,
      ...life,
    };
    if (kind === "flight") {
      const plan = dice.pick(flightsOpen);
      const f = plan.row;
      const price = f.price ?? 0;
      const details: DirectFlightDetails = {
        flightNumber: f.flightNumber,
        airline: f.airlineName,
        departure: { city: AIRPORTS[plan.from].city },
        arrival: { city: AIRPORTS[plan.to].city },
        departureDate: f.departureDate,
        departureTime: f.departureTime,
        arrivalDate: f.arrivalDate,
        arrivalTime: f.arrivalTime,
        pnr: f.pnr,
        meal: f.defaultMeal,
        baggage: f.defaultBaggage,
      };
      const passengerDetails: DirectPassenger[] = travellers.map(({ p, age }, j) => {
        const firstName = p.first.toUpperCase();
        const lastName = p.last.toUpperCase();
        return {
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          personType: personType(age, p, dice),
          passport: passportNo(dice),
          passportExpiry: addDays(pkDate(ctx.now), dice.int(240, 9 * 365)),
          ageType: age,
          dateOfBirth: birthDate(dice, age, f.departureDate),
          nationality: "PAKISTAN",
          contactNumber: j === 0 ? contact.phone : mobile(dice),
        };
      });
      rows.push({
        ...base,
        pricePerPassenger: price,
        totalAmount: price * size,
        destination: AIRPORTS[plan.to].city,
        flightDetails: details,
        packageDetails: null,
        passengerDetails,
      });
    } else {
      const plan = dice.pick(packagesOpen);
      const pkg = plan.row;
      const price = pkg.price ?? 0;
      rows.push({
        ...base,
        pricePerPassenger: price,
        totalAmount: price * size,
        destination: pkg.destination,
        flightDetails: null,
        packageDetails: {
          name: pkg.name,
          destination: pkg.destination,
          duration: pkg.duration,
          departureDate: pkg.departureDate,
          returnDate: pkg.returnDate,
          price,
        },
        passengerDetails: travellers.map(({ p, age }) => {
          const firstName = p.first.toUpperCase();
          const lastName = p.last.toUpperCase();
          return {
            name: `${firstName} ${lastName}`,
            firstName,
            lastName,
            passport: passportNo(dice),
            ageType: age,
            nationality: "PAKISTAN",
          };
        }),
      });
    }
  });
  return rows;
}

function buildDirectPackageBookings(
  ctx: Ctx,
  packagePlans: PackagePlan[],
  refs: Set<string>,
): DirectPackageRow[] {
  const { dice } = ctx;
  const open = packagePlans.filter((p) => p.seed.status !== "cancelled");
  return statusMix(dice, 40, { pending: 0.2, cancelled: 0.25 }).map((status): DirectPackageRow => {
    let life = directLife(ctx, status);
    let candidates = open.filter(
      (p) => p.row.createdAt <= life.createdAt && p.departsAt.getTime() - DAY > life.createdAt.getTime(),
    );
    while (candidates.length === 0) {
      life = directLife(ctx, status);
      candidates = open.filter(
        (p) => p.row.createdAt <= life.createdAt && p.departsAt.getTime() - DAY > life.createdAt.getTime(),
      );
    }
    const pkg = dice.pick(candidates).row;
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 20],
      [2, 35],
      [3, 15],
      [4, 20],
      [5, 10],
    ] as const);
    const price = pkg.price ?? 0;
    const packageDetails: DirectPackageDetails = {
      name: pkg.name,
      destination: pkg.destination,
      duration: pkg.duration,
      departureDate: pkg.departureDate,
      returnDate: pkg.returnDate,
      price,
    };
    const passengerDetails: DirectPackagePassenger[] = party(dice, size).map(({ p, age }) => ({
      firstName: p.first.toUpperCase(),
      lastName: p.last.toUpperCase(),
      passport: passportNo(dice),
      ageType: age,
    }));
    return {
      bookingId: uniqueRef(refs, "WP"),
      status,
      source: dice.weighted(DIRECT_SOURCES),
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      totalAmount: price * size,
      packageDetails,
      passengerDetails,
      specialRequests: dice.chance(0.25) ? dice.pick(SPECIAL_REQUESTS) : null,
      notes: status !== "pending" && dice.chance(0.35) ? dice.pick(ADMIN_NOTES) : null,
      ...life,
    };
  });
}

/** [from, to, airline name, flight number, aircraft, stops] and, in a multi-city trip, days after the previous leg. */
type GdsLeg = readonly [Airport, Airport, string, string, string, number, number?];

// biome-ignore format: a data table reads best one row per line
const GDS_SINGLE: readonly GdsLeg[] = [
  ["LHE", "JED", "Saudia", "SV 739", "333", 0],
  ["KHI", "JED", "Pakistan International Airlines", "PK 761", "320", 0],
  ["ISB", "LHR", "Pakistan International Airlines", "PK 785", "77W", 0],
  ["LHE", "DXB", "Emirates", "EK 623", "77W", 0],
  ["ISB", "DOH", "Qatar Airways", "QR 633", "789", 0],
  ["KHI", "IST", "Turkish Airlines", "TK 709", "333", 0],
  ["ISB", "IST", "Turkish Airlines", "TK 711", "77W", 0],
  ["LHE", "AUH", "Etihad Airways", "EY 242", "789", 0],
  ["MUX", "JED", "Flynas", "XY 642", "320", 0],
  ["PEW", "DXB", "Flydubai", "FZ 376", "7M8", 0],
  ["SKT", "JED", "Air Sial", "PF 716", "320", 0],
  ["KHI", "MCT", "Oman Air", "WY 324", "738", 0],
  ["LHE", "TAS", "Uzbekistan Airways", "HY 764", "320", 0],
  ["ISB", "MED", "Serene Air", "ER 807", "332", 0],
  ["KHI", "SHJ", "Air Arabia", "G9 541", "320", 0],
];

// biome-ignore format: a data table reads best one row per line
const GDS_MULTI: readonly (readonly GdsLeg[])[] = [
  [["KHI", "JED", "Saudia", "SV 701", "333", 0], ["MED", "KHI", "Saudia", "SV 706", "333", 0, 14]],
  [["LHE", "DXB", "Emirates", "EK 623", "77W", 0], ["DXB", "IST", "Emirates", "EK 121", "77W", 0, 3], ["IST", "LHE", "Turkish Airlines", "TK 714", "333", 0, 6]],
  [["ISB", "DOH", "Qatar Airways", "QR 633", "789", 0], ["DOH", "LHR", "Qatar Airways", "QR 15", "359", 0, 0], ["LHR", "ISB", "Pakistan International Airlines", "PK 786", "77W", 0, 21]],
  [["LHE", "IST", "Turkish Airlines", "TK 715", "333", 0], ["IST", "GYD", "Turkish Airlines", "TK 334", "321", 0, 4], ["GYD", "IST", "Turkish Airlines", "TK 335", "321", 0, 4], ["IST", "LHE", "Turkish Airlines", "TK 714", "333", 0, 2]],
  [["KHI", "DXB", "Flydubai", "FZ 334", "7M8", 0], ["DXB", "KUL", "Emirates", "EK 346", "77W", 0, 2], ["KUL", "DXB", "Emirates", "EK 347", "77W", 0, 7], ["DXB", "KHI", "Emirates", "EK 602", "77W", 0, 0]],
  [["ISB", "JED", "Pakistan International Airlines", "PK 741", "77W", 0], ["JED", "MED", "Saudia", "SV 1430", "320", 0, 9], ["MED", "ISB", "Pakistan International Airlines", "PK 744", "77W", 0, 6]],
  [["LHE", "AUH", "Etihad Airways", "EY 242", "789", 0], ["AUH", "MAN", "Etihad Airways", "EY 15", "789", 0, 0], ["MAN", "AUH", "Etihad Airways", "EY 16", "789", 0, 18], ["AUH", "LHE", "Etihad Airways", "EY 243", "320", 0, 0]],
  [["ISB", "TAS", "Uzbekistan Airways", "HY 784", "320", 0], ["TAS", "IST", "Uzbekistan Airways", "HY 271", "787", 0, 3], ["IST", "ISB", "Turkish Airlines", "TK 710", "333", 0, 5]],
  [["KHI", "MCT", "Oman Air", "WY 324", "738", 0], ["MCT", "JED", "Oman Air", "WY 681", "789", 0, 0], ["JED", "MCT", "Oman Air", "WY 682", "789", 0, 15], ["MCT", "KHI", "Oman Air", "WY 325", "738", 0, 0]],
  [["LHE", "DOH", "Qatar Airways", "QR 629", "320", 0], ["DOH", "BKK", "Qatar Airways", "QR 830", "359", 0, 0], ["BKK", "DOH", "Qatar Airways", "QR 831", "359", 0, 8], ["DOH", "LHE", "Qatar Airways", "QR 628", "320", 0, 0]],
  [["PEW", "DXB", "Emirates", "EK 637", "77W", 0], ["DXB", "JED", "Emirates", "EK 803", "77W", 1, 0]],
  [["MUX", "SHJ", "Air Arabia", "G9 591", "320", 0], ["SHJ", "RUH", "Air Arabia", "G9 143", "320", 0, 5]],
];

/** Approximate rupee fare of one leg, for one adult. */
function legFare(dice: Dice, from: Airport, to: Airport): number {
  return roundTo(12_000 + legMinutes(from, to) * (150 + dice.float() * 80), 100);
}

const CURRENCY_RATES = { PKR: 1, USD: 280, SAR: 75, AED: 76 } as const;

type GdsRow = typeof gdsBookings.$inferInsert & { id: string };
type GdsSegmentRow = typeof gdsSegments.$inferInsert;
type GdsPassengerRow = typeof gdsPassengers.$inferInsert;

function buildGds(ctx: Ctx, takenLocators: Set<string>) {
  const { dice, now } = ctx;
  const bookings: GdsRow[] = [];
  const segments: GdsSegmentRow[] = [];
  const passengers: GdsPassengerRow[] = [];
  const statuses = statusMix(dice, 40, { pending: 0.2, cancelled: 0.25 });
  const multi = new Set(dice.shuffle(statuses.map((_, i) => i)).slice(0, GDS_MULTI.length));
  const multiTrips = dice.shuffle(GDS_MULTI);
  statuses.forEach((status, i) => {
    const life = directLife(ctx, status);
    const legs = multi.has(i) ? multiTrips.pop()! : [dice.pick(GDS_SINGLE)];
    const id = randomUUID();
    let locator = dice.code(6, "ABCDEFGHJKLMNPQRSTUVWXYZ");
    while (takenLocators.has(locator)) locator = dice.code(6, "ABCDEFGHJKLMNPQRSTUVWXYZ");
    takenLocators.add(locator);
    const currency = dice.weighted([
      ["PKR", 30],
      ["USD", 4],
      ["SAR", 3],
      ["AED", 3],
    ] as const);
    const rate = CURRENCY_RATES[currency];
    // One adult's fare for the whole itinerary, in the booking's currency.
    const adultFare = legs.reduce((s, [from, to]) => s + legFare(dice, from, to), 0) / rate;
    const contact = customerContact(dice);
    const size = dice.weighted([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 15],
    ] as const);
    const travellers = party(dice, size);
    const shares = travellers.reduce(
      (s, t) => s + (t.age === "adult" ? 1 : t.age === "child" ? 0.75 : 0.1),
      0,
    );
    const totalAmount =
      currency === "PKR" ? roundTo(adultFare * shares * 1.04, 10) : Math.round(adultFare * shares * 1.04);
    const base = currency === "PKR" ? roundTo(adultFare * 0.8, 10) : Math.round(adultFare * 0.8);
    const taxes = currency === "PKR" ? roundTo(adultFare * 0.2, 10) : Math.round(adultFare * 0.2);
    // The itinerary departs 5-90 days after it was booked, PKT morning or night.
    let departs = atPk(
      addDays(pkDate(life.createdAt), dice.int(5, 90)),
      `${String(dice.int(0, 23)).padStart(2, "0")}:${String(dice.int(0, 11) * 5).padStart(2, "0")}`,
    );
    const timeline = legs.map(([from, to, airline, flightNumber, aircraft, stops, gapDays], position) => {
      if (position > 0)
        departs = plus(
          departs,
          (gapDays ?? 0) > 0 ? (gapDays ?? 0) * DAY + dice.int(-6, 6) * HOUR : dice.int(90, 300) * MINUTE,
        );
      const arrives = plus(departs, (legMinutes(from, to) + (stops ? 75 : 0)) * MINUTE);
      const leg = {
        from,
        to,
        airline,
        flightNumber,
        aircraft,
        stops,
        position,
        departureTime: localIso(departs, AIRPORTS[from].utc),
        arrivalTime: localIso(arrives, AIRPORTS[to].utc),
      };
      departs = arrives;
      return leg;
    });
    const first = timeline[0]!;
    // The first flight of the itinerary (the whole trip for a single flight).
    const flightDetails: GdsFlightDetails = {
      flightNumber: first.flightNumber,
      airline: first.airline,
      from: first.from,
      to: first.to,
      departureDate: first.departureTime,
      arrivalDate: first.arrivalTime,
    };
    bookings.push({
      id,
      bookingId: locator,
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone,
      status,
      totalAmount,
      currency,
      isMultiCity: legs.length > 1,
      flightDetails,
      source: "gds",
      ...life,
    });
    if (legs.length > 1) {
      for (const leg of timeline) {
        segments.push({
          gdsBookingId: id,
          position: leg.position,
          from: leg.from,
          to: leg.to,
          departureTime: leg.departureTime,
          arrivalTime: leg.arrivalTime,
          airline: leg.airline,
          flightNumber: leg.flightNumber,
          aircraft: leg.aircraft,
          stops: leg.stops,
          adultBaseFare: String(base),
          adultTaxes: String(taxes),
        });
      }
    }
    const travelDate = first.departureTime.slice(0, 10);
    travellers.forEach(({ p, age }, position) => {
      const title =
        age === "adult" ? (p.female ? dice.pick(["MRS", "MS"]) : "MR") : p.female ? "MISS" : "MSTR";
      passengers.push({
        gdsBookingId: id,
        position,
        title,
        firstName: p.first.toUpperCase(),
        lastName: p.last.toUpperCase(),
        gender: p.female ? "Female" : "Male",
        dateOfBirth: birthDate(dice, age, travelDate),
        ageType: age,
        nationality: "PAKISTAN",
        email: position === 0 ? contact.email : "",
        phone: position === 0 ? contact.phone : "",
        passport: passportNo(dice),
        passportExpiry: addDays(pkDate(now), dice.int(240, 9 * 365)),
      });
    });
  });
  return { bookings, segments, passengers };
}

type LogRow = typeof activityLogs.$inferInsert;

function buildLogs(
  ctx: Ctx,
  who: { admin: Account; customers: Account[]; all: Account[] },
  flightPlans: FlightPlan[],
  packagePlans: PackagePlan[],
  bookings: BookingFact[],
): LogRow[] {
  const { dice, now, start } = ctx;
  const logs: LogRow[] = [];
  const as = (c: Account) => ({
    userId: c.row.id,
    userName: c.row.name,
    userEmail: c.row.email,
    userRole: c.row.role ?? "customer",
    ipAddress: c.ip,
    userAgent: c.agent,
  });
  const log = (entry: Omit<LogRow, "status"> & { status?: LogRow["status"] }) =>
    logs.push({ status: "success", ...entry });
  const admin = who.admin;
  const active = [admin, ...who.customers];
  const when = (c: Account) => dice.between(latest(c.approvedAt, start), plus(now, -MINUTE));

  // Sign-ins and sign-outs: a steady trickle, and today's desk (the admin and the demo customers).
  for (let i = 0; i < 140; i++) {
    const c =
      i < 20
        ? dice.pick([admin, admin, ...who.customers.filter((x) => x.weight > 1)])
        : dice.weighted(active.map((x) => [x, x === admin ? 4 : x.weight] as const));
    const at = i < 20 ? plus(now, -dice.int(3, 20 * 60) * MINUTE) : when(c);
    log({
      ...as(c),
      action: "login",
      resource: "auth",
      resourceId: c.row.id,
      details: `${c.row.name} signed in`,
      metadata: {},
      createdAt: at,
    });
    const out = plus(at, dice.int(5, 240) * MINUTE);
    // Half the sessions end with an explicit sign-out (the rest time out or are still open).
    if (i % 2 === 0 && out < now) {
      log({
        ...as(c),
        action: "logout",
        resource: "auth",
        resourceId: c.row.id,
        details: `${c.row.name} signed out`,
        metadata: {},
        createdAt: out,
      });
    }
  }
  // Failed sign-ins (wrong password or unknown e-mail), and the alerts repeated failures raise.
  const guests = [
    "ali.raza77@gmail.com",
    "info@hajjumrahpk.com",
    "test@test.com",
    "admin@safar.com",
    "sales@travelhub.pk",
  ];
  for (let i = 0; i < 40; i++) {
    const known = dice.chance(0.6) ? dice.pick(who.all) : undefined;
    const email = known ? known.row.email : dice.pick(guests);
    const at = dice.between(start, plus(now, -MINUTE));
    const actor = known
      ? as(known)
      : {
          userId: null,
          userName: "",
          userEmail: email,
          userRole: "guest",
          ipAddress: randomIp(dice),
          userAgent: dice.pick(USER_AGENTS),
        };
    log({
      ...actor,
      action: "login",
      resource: "auth",
      resourceId: known ? known.row.id : null,
      details: "Invalid email or password",
      status: "error",
      metadata: { email, reason: known ? "wrong_password" : "unknown_email" },
      createdAt: at,
    });
  }
  for (let i = 0; i < 6; i++) {
    const email = dice.pick([...guests, "admin@safar.pk"]);
    const ip = randomIp(dice);
    const failures = dice.int(5, 12);
    log({
      userId: null,
      userName: "",
      userEmail: email,
      userRole: "guest",
      ipAddress: ip,
      userAgent: dice.pick(USER_AGENTS),
      action: "security_alert",
      resource: "auth",
      resourceId: null,
      details: `${failures} failed sign-in attempts for ${email} within 15 minutes`,
      status: "warning",
      metadata: { email, failures, windowMinutes: 15, ip },
      createdAt: dice.between(start, plus(now, -HOUR)),
    });
  }

  // Bookings: every one made today, and a sample of the rest with their approvals and cancellations.
  const recent = bookings.filter((b) => b.life.status === "pending");
  const older = dice
    .shuffle(bookings.filter((b) => b.life.status !== "pending"))
    .slice(0, 130 - recent.length);
  for (const b of [...recent, ...older]) {
    const meta = { bookingId: b.ref, kind: b.kind, passengers: b.count, totalAmount: b.amount };
    const noun = b.kind === "flight" ? "passenger" : "participant";
    log({
      ...as(b.customer),
      action: "create_booking",
      resource: "booking",
      resourceId: b.id,
      details: `Booked ${b.label} for ${b.count} ${noun}${b.count > 1 ? "s" : ""} (${b.ref})`,
      metadata: meta,
      createdAt: b.life.createdAt,
    });
  }
  let approvals = 0;
  let cancels = 0;
  for (const b of dice.shuffle(bookings)) {
    if (b.life.approvedAt && approvals < 80) {
      approvals++;
      log({
        ...as(admin),
        action: "approve_booking",
        resource: "booking",
        resourceId: b.id,
        details: `Approved booking ${b.ref} (${b.label})`,
        metadata: { bookingId: b.ref, kind: b.kind },
        createdAt: b.life.approvedAt,
      });
    } else if (b.life.cancelledAt && cancels < 45) {
      cancels++;
      const expired = b.life.cancelReason === "expired";
      const byCustomer = !expired && dice.chance(0.4);
      log({
        ...(expired
          ? {
              userId: null,
              userName: "System",
              userEmail: "",
              userRole: "system",
              ipAddress: "",
              userAgent: "",
            }
          : as(byCustomer ? b.customer : admin)),
        action: "cancel_booking",
        resource: "booking",
        resourceId: b.id,
        details: expired
          ? `Booking ${b.ref} expired unpaid after 2 hours and was cancelled`
          : `Cancelled booking ${b.ref} (${b.label})`,
        metadata: {
          bookingId: b.ref,
          kind: b.kind,
          reason: expired ? "expired" : byCustomer ? "customer" : "admin",
        },
        createdAt: b.life.cancelledAt,
      });
    }
  }

  // Inventory work by the admin.
  for (const f of flightPlans) {
    const r = f.row;
    log({
      ...as(admin),
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
      ...as(admin),
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
      ...as(admin),
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
      ...as(admin),
      action: "create_package",
      resource: "package",
      resourceId: p.row.id,
      details: `Created package ${p.row.name}`,
      metadata: { type: p.row.type, price: p.row.price },
      createdAt: p.row.createdAt,
    });
  }
  for (const c of who.all) {
    if (c.seed.role !== "customer" || c.seed.status === "pending") continue;
    log({
      ...as(admin),
      action: "approve_user",
      resource: "user",
      resourceId: c.row.id,
      details: `Approved ${c.row.name} (${c.row.email})`,
      metadata: { before: { isApproved: false }, after: { isApproved: true } },
      createdAt: c.approvedAt,
    });
    if (c.seed.status === "blocked") {
      log({
        ...as(admin),
        action: "block_user",
        resource: "user",
        resourceId: c.row.id,
        details: `Blocked ${c.row.name} (${c.row.email})`,
        metadata: { before: { isBlocked: false }, after: { isBlocked: true } },
        createdAt: c.row.updatedAt!,
      });
    }
  }
  return logs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

const EMPTY_COUNTS = {
  users: 0,
  flights: 0,
  flightBookings: 0,
  flightBookingPassengers: 0,
  packages: 0,
  packageBookings: 0,
  directBookings: 0,
  directPackageBookings: 0,
  gdsBookings: 0,
  gdsSegments: 0,
  gdsPassengers: 0,
  activityLogs: 0,
};

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500));
  return rows.length;
}

/**
 * Fills an empty database with the demo, in one transaction. Returns counts of 0 without touching
 * anything when the users table already has rows.
 */
export async function seedDemo(
  db: Db,
  opts: { now?: Date; random?: () => number } = {},
): Promise<{ counts: Record<string, number> }> {
  const isEmpty = async (q: Db | Tx) => (await q.select({ id: users.id }).from(users).limit(1)).length === 0;
  if (!(await isEmpty(db))) return { counts: { ...EMPTY_COUNTS } };

  const now = opts.now ?? new Date();
  const dice = new Dice(opts.random ?? mulberry32(DEFAULT_SEED));
  const ctx: Ctx = { dice, now, start: monthsBefore(now, 14) };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const who = buildUsers(ctx, passwordHash);
  const flightPlans = buildFlights(ctx);
  const refs = new Set<string>();
  const fb = buildFlightBookings(ctx, flightPlans, who.customers, refs);
  const packagePlans = buildPackages(ctx);
  const pb = buildPackageBookings(ctx, packagePlans, who.customers, refs);
  const direct = buildDirectBookings(ctx, flightPlans, packagePlans, refs);
  const directPkg = buildDirectPackageBookings(ctx, packagePlans, refs);
  const gds = buildGds(ctx, new Set(flightPlans.map((f) => f.row.pnr)));
  const logs = buildLogs(ctx, who, flightPlans, packagePlans, [...fb.facts, ...pb.facts]);

  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return { counts: { ...EMPTY_COUNTS } };
    const counts = {
      users: await insertAll(tx, users, who.rows),
      flights: await insertAll(
        tx,
        flights,
        flightPlans.map((f) => f.row),
      ),
      flightBookings: await insertAll(tx, flightBookings, fb.rows),
      flightBookingPassengers: await insertAll(tx, flightBookingPassengers, fb.passengers),
      packages: await insertAll(
        tx,
        packages,
        packagePlans.map((p) => p.row),
      ),
      packageBookings: await insertAll(tx, packageBookings, pb.rows),
      directBookings: await insertAll(tx, directBookings, direct),
      directPackageBookings: await insertAll(tx, directPackageBookings, directPkg),
      gdsBookings: await insertAll(tx, gdsBookings, gds.bookings),
      gdsSegments: await insertAll(tx, gdsSegments, gds.segments),
      gdsPassengers: await insertAll(tx, gdsPassengers, gds.passengers),
      activityLogs: await insertAll(tx, activityLogs, logs),
    };
    return { counts };
  });
}
