/**
 * The after-sales demo (docs/after-sales.md "Demo data"): dealers and service
 * points across Gujarat and the neighbouring states, warranty rules, and a few
 * serials. Fictional firms at real PIN codes (their districts, states and
 * coordinates come from India Post's directory when seeded). Pure data.
 */

export interface SeedPoint {
  name: string;
  kind: "dealer" | "service" | "both";
  address: string;
  pin: string;
  phone: string;
  whatsapp: string;
  hours: string;
  /** Categories by name; none: every category. */
  categories: string[];
}

const PUMPS = ["Submersible Pumps", "Openwell Pumps", "Monoblock Pumps", "Agricultural Pumps"];
const MOTORS = ["Electric Motors", "Control Panels & Starters"];
const TOOLS = ["Power Tools"];
const WEEK = "Mon–Sat 9:30–19:00";

export const seedPoints: SeedPoint[] = [
  {
    name: "Shah Pump House",
    kind: "both",
    address: "14, Relief Road, near Ratan Pol",
    pin: "380001",
    phone: "+91 79 2535 1840",
    whatsapp: "919825011840",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Naroda Motor Rewinding Works",
    kind: "service",
    address: "Plot 22, GIDC Naroda, Phase 1",
    pin: "382330",
    phone: "+91 98250 22330",
    whatsapp: "919825022330",
    hours: "Mon–Sat 9:00–18:00",
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Kamdhenu Agro Traders",
    kind: "dealer",
    address: "Shop 5, Sector 21 Shopping Centre",
    pin: "382010",
    phone: "+91 79 2322 4410",
    whatsapp: "919426024410",
    hours: WEEK,
    categories: [...PUMPS, ...TOOLS],
  },
  {
    name: "Mahesana Krishi Seva Kendra",
    kind: "both",
    address: "Opp. APMC Market Yard, Radhanpur Road",
    pin: "384001",
    phone: "+91 2762 251 930",
    whatsapp: "919879051930",
    hours: "Mon–Sat 8:30–19:30",
    categories: PUMPS,
  },
  {
    name: "Banas Pump Service Centre",
    kind: "service",
    address: "Near Bus Station, Abu Highway",
    pin: "385001",
    phone: "+91 2742 253 118",
    whatsapp: "919825053118",
    hours: WEEK,
    categories: [],
  },
  {
    name: "Saurashtra Pumps & Motors",
    kind: "both",
    address: "Dhebar Road, near Trikon Baug",
    pin: "360001",
    phone: "+91 281 222 6104",
    whatsapp: "919824226104",
    hours: WEEK,
    categories: [],
  },
  {
    name: "Gondal Khedut Sahakari Bhandar",
    kind: "dealer",
    address: "Station Road, Market Yard",
    pin: "360311",
    phone: "+91 2825 220 611",
    whatsapp: "919913020611",
    hours: "Mon–Sat 8:00–20:00",
    categories: PUMPS,
  },
  {
    name: "Girnar Electric Rewinding",
    kind: "service",
    address: "MG Road, near Kalwa Chowk",
    pin: "362001",
    phone: "+91 285 262 0733",
    whatsapp: "919898020733",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Jamnagar Machinery Stores",
    kind: "dealer",
    address: "Grain Market, near Darbargadh",
    pin: "361001",
    phone: "+91 288 255 4170",
    whatsapp: "919825054170",
    hours: WEEK,
    categories: [...PUMPS, ...TOOLS, ...MOTORS],
  },
  {
    name: "Bhavnagar Pump Centre",
    kind: "both",
    address: "Waghawadi Road, opp. Takhteshwar",
    pin: "364001",
    phone: "+91 278 242 8812",
    whatsapp: "919426028812",
    hours: WEEK,
    categories: [],
  },
  {
    name: "Amreli Borewell Service",
    kind: "service",
    address: "Chittal Road, GIDC",
    pin: "365601",
    phone: "+91 2792 222 340",
    whatsapp: "919909022340",
    hours: "Mon–Sat 9:00–18:30",
    categories: ["Submersible Pumps", "Openwell Pumps", "Control Panels & Starters"],
  },
  {
    name: "Surat Pump & Tools Co.",
    kind: "both",
    address: "Ring Road, near Kinnari Cinema",
    pin: "395003",
    phone: "+91 261 242 7716",
    whatsapp: "919825027716",
    hours: WEEK,
    categories: [],
  },
  {
    name: "Navsari Kisan Seva",
    kind: "service",
    address: "Station Road, Lunsikui",
    pin: "396445",
    phone: "+91 2637 258 915",
    whatsapp: "919879058915",
    hours: WEEK,
    categories: PUMPS,
  },
  {
    name: "Baroda Motor House",
    kind: "both",
    address: "Raopura, near Kothi Char Rasta",
    pin: "390001",
    phone: "+91 265 241 3392",
    whatsapp: "919824013392",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Charotar Agro Centre",
    kind: "dealer",
    address: "Station Road, near Ganesh Chowk",
    pin: "388001",
    phone: "+91 2692 250 227",
    whatsapp: "919426050227",
    hours: WEEK,
    categories: [...PUMPS, ...TOOLS],
  },
  {
    name: "Kutch Pump Repairers",
    kind: "service",
    address: "Mirzapar Road, near Jubilee Circle",
    pin: "370001",
    phone: "+91 2832 250 884",
    whatsapp: "919825050884",
    hours: "Mon–Sat 9:30–18:00",
    categories: [],
  },
  {
    name: "Sabarkantha Pumps",
    kind: "dealer",
    address: "Motipura, Idar Road",
    pin: "383001",
    phone: "+91 2772 240 615",
    whatsapp: "919898040615",
    hours: WEEK,
    categories: PUMPS,
  },
  {
    name: "Mewar Pump Service",
    kind: "service",
    address: "Hiran Magri, Sector 4",
    pin: "313001",
    phone: "+91 294 246 2107",
    whatsapp: "919829062107",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Nashik Krushi Pump Kendra",
    kind: "both",
    address: "Dwarka Circle, Mumbai–Agra Road",
    pin: "422001",
    phone: "+91 253 259 8814",
    whatsapp: "919822098814",
    hours: WEEK,
    categories: PUMPS,
  },
  {
    name: "Malwa Motor Works",
    kind: "service",
    address: "Siyaganj, near Patthar Godam",
    pin: "452001",
    phone: "+91 731 253 6670",
    whatsapp: "919826036670",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS],
  },
  {
    name: "Silvassa Industrial Supplies",
    kind: "dealer",
    address: "Naroli Road, near Kilvani Naka",
    pin: "396230",
    phone: "+91 260 264 2231",
    whatsapp: "919725042231",
    hours: WEEK,
    categories: [...PUMPS, ...MOTORS, ...TOOLS],
  },
];

export interface SeedRule {
  /** A category by name; null: every category. */
  category: string | null;
  from: string;
  monthsFromInstall: number;
  monthsFromDispatch: number | null;
  bonusMonths: number;
  bonusWithinDays: number;
  note: string;
}

export const seedRules: SeedRule[] = [
  {
    category: null,
    from: "2024-04-01",
    monthsFromInstall: 12,
    monthsFromDispatch: 18,
    bonusMonths: 6,
    bonusWithinDays: 30,
    note: "Demo terms: 12 months from installation or 18 from dispatch, whichever ends first (as pump makers publish); 6 more months when registered within 30 days. Burnt windings from wrong voltage or dry running are not covered.",
  },
  {
    category: "Electric Motors",
    from: "2024-04-01",
    monthsFromInstall: 24,
    monthsFromDispatch: 30,
    bonusMonths: 0,
    bonusWithinDays: 0,
    note: "Demo terms for motors: 24 months from installation, at most 30 from dispatch.",
  },
  {
    category: "Power Tools",
    from: "2024-04-01",
    monthsFromInstall: 6,
    monthsFromDispatch: 12,
    bonusMonths: 0,
    bonusWithinDays: 0,
    note: "Demo terms for tools: 6 months from the day of purchase.",
  },
];

export interface SeedSerials {
  /** The product by its demo title (catalogue-data.ts). */
  model: string;
  first: string;
  last: string;
  dispatchedOn: string;
  /** A dealer by name. */
  dealer: string;
}

export const seedSerials: SeedSerials[] = [
  {
    model: "SPT V4 1 HP 10-Stage Borewell Submersible Pump",
    first: "SP26-000101",
    last: "SP26-000110",
    dispatchedOn: "2026-09-15",
    dealer: "Shah Pump House",
  },
  {
    model: "SPT OWH 1 HP Horizontal Openwell Submersible Pump",
    first: "SP26-000201",
    last: "SP26-000205",
    dispatchedOn: "2026-10-01",
    dealer: "Mahesana Krishi Seva Kendra",
  },
  {
    model: "SPT CMB 1 HP Centrifugal Monoblock Pump 50x50 mm",
    first: "SP26-000301",
    last: "SP26-000305",
    dispatchedOn: "2026-08-20",
    dealer: "Saurashtra Pumps & Motors",
  },
  {
    model: "SPT TPM-5 5 HP Three Phase Induction Motor Foot Mounted",
    first: "MT26-000401",
    last: "MT26-000403",
    dispatchedOn: "2026-07-10",
    dealer: "Baroda Motor House",
  },
  {
    model: "SPT V6 7.5 HP 12-Stage Borewell Submersible Pump",
    first: "SP25-009901",
    last: "SP25-009903",
    dispatchedOn: "2025-03-10",
    dealer: "Surat Pump & Tools Co.",
  },
];
