import type { DB } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";

/**
 * The owner's pipeline on the dashboard (docs/quotations.md "The pipeline"):
 * enquiries and quotations sent in the last 7 days, the value accepted in the
 * last 30, what is out with customers now, and per salesperson the median
 * time from an enquiry to its first quotation sent (IndiaMART ranks sellers by
 * how fast they answer: this is the number to watch).
 */

const DAY = 86_400_000;
/** The window the per-salesperson medians look back over. */
const RESPONSE_WINDOW_DAYS = 90;

export interface SalespersonSpeed {
  /** null: leads nobody owns. */
  name: string | null;
  /** Leads in the window that have had a quotation sent. */
  quoted: number;
  /** Leads in the window still without one. */
  waiting: number;
  /** The median milliseconds from enquiry to first quotation sent; null when none was sent. */
  medianMs: number | null;
}

export interface Pipeline {
  enquiriesThisWeek: number;
  quotationsSentThisWeek: number;
  acceptedValuePaise: number;
  openValuePaise: number;
  openCount: number;
  speed: SalespersonSpeed[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

export async function pipeline(db: DB, now: number = Date.now()): Promise<Pipeline> {
  const week = now - 7 * DAY;
  const month = now - 30 * DAY;
  const window = now - RESPONSE_WINDOW_DAYS * DAY;
  const [enquiries, sent, accepted, open, leads] = await Promise.all([
    db
      .selectFrom("enquiry")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", week)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("quotation_revision")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sent_at", ">=", week)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("quotation")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("grand_total_paise"), eb.lit(0)).as("v"))
      .where("status", "in", ["accepted", "converted"])
      .where("decided_at", ">=", month)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("quotation")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.coalesce(eb.fn.sum<number>("grand_total_paise"), eb.lit(0)).as("v"),
      ])
      .where("status", "=", "sent")
      // Past its last day it is expired, whether or not the sweep has marked it yet.
      .where("valid_until", ">=", indiaDay(now))
      .executeTakeFirstOrThrow(),
    // Each lead of the window with its owner and its first quotation sent (if any).
    db
      .selectFrom("enquiry as e")
      .leftJoin("salesperson as s", "s.id", "e.salesperson_id")
      .leftJoin("quotation as q", "q.enquiry_id", "e.id")
      .leftJoin("quotation_revision as r", "r.quotation_id", "q.id")
      .select((eb) => [
        "e.id",
        "e.created_at",
        "s.name",
        eb.fn.min<number | null>("r.sent_at").as("first_sent"),
      ])
      .where("e.created_at", ">=", window)
      .where("e.kind", "!=", "contact")
      .groupBy(["e.id", "e.created_at", "s.name"])
      .execute(),
  ]);
  const byOwner = new Map<string | null, { times: number[]; waiting: number }>();
  for (const lead of leads) {
    const owner = byOwner.get(lead.name) ?? { times: [], waiting: 0 };
    if (lead.first_sent === null) owner.waiting++;
    else owner.times.push(Number(lead.first_sent) - Number(lead.created_at));
    byOwner.set(lead.name, owner);
  }
  const speed = [...byOwner.entries()]
    .map(([name, o]) => ({
      name,
      quoted: o.times.length,
      waiting: o.waiting,
      medianMs: median(o.times),
    }))
    .sort(
      (a, b) =>
        (a.medianMs ?? Number.POSITIVE_INFINITY) - (b.medianMs ?? Number.POSITIVE_INFINITY) ||
        (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff"),
    );
  return {
    enquiriesThisWeek: Number(enquiries.n),
    quotationsSentThisWeek: Number(sent.n),
    acceptedValuePaise: Number(accepted.v),
    openValuePaise: Number(open.v),
    openCount: Number(open.n),
    speed,
  };
}

/** "45 min", "3 h 20 min", "2 days 4 h": how long staff took, for the dashboard. */
export function responseTime(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? "day" : "days"}${rest ? ` ${rest} h` : ""}`;
}

/** The pipeline as the dashboard shows it: each salesperson's median time written out. */
export type PipelineSummary = Omit<Pipeline, "speed"> & {
  windowDays: number;
  speed: (SalespersonSpeed & { median: string })[];
};

export async function pipelineSummary(db: DB, now: number = Date.now()): Promise<PipelineSummary> {
  const flow = await pipeline(db, now);
  return {
    ...flow,
    windowDays: RESPONSE_WINDOW_DAYS,
    speed: flow.speed.map((s) => ({
      ...s,
      median: s.medianMs === null ? "—" : responseTime(s.medianMs),
    })),
  };
}
