/** The airports, block times and the 15 airlines of the specs with the sectors each flies. */
/** IATA code → city and UTC offset (hours, standard time). */
export const AIRPORTS = {
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
export type Airport = keyof typeof AIRPORTS;

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

export function legMinutes(a: Airport, b: Airport): number {
  const m = LEG_MINUTES[`${a}-${b}`] ?? LEG_MINUTES[`${b}-${a}`];
  if (m === undefined) throw new Error(`seed: no block time for ${a}-${b}`);
  return m;
}

/** [from, to, flight number, stopover?] */
type Sector = readonly [Airport, Airport, string, Airport?];

export type Airline = {
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
export const AIRLINES: readonly Airline[] = [
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
