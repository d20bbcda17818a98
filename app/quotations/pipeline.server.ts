import type { DB } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";

/**
 * The owner's pipeline on the dashboard (docs/quotations.md "The pipeline"):
 * enquiries and quotations sent in the last 7 days (a quotation counts once,
 * when it is first sent: its revisions are not new quotations), the value
 * accepted in the last 30, what is out with customers now, and per
 * salesperson the median time from an enquiry to its first quotation sent
 * (IndiaMART ranks sellers by how fast they answer: this is the number to
 * watch). A salesperson's dashboard shows the same for their own leads and
 * quotations only (`owner`).
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

/** Whose pipeline: everyone's (null), or one salesperson's leads and quotations. */
export type PipelineOwner = number | null;

export async function pipeline(
  db: DB,
  now: number = Date.now(),
  owner: PipelineOwner = null,
): Promise<Pipeline> {
  const week = now - 7 * DAY;
  const month = now - 30 * DAY;
  const window = now - RESPONSE_WINDOW_DAYS * DAY;
  const quotations = () =>
    owner === null
      ? db.selectFrom("quotation")
      : db.selectFrom("quotation").where("salesperson_id", "=", owner);
  const [enquiries, sent, accepted, open, leads] = await Promise.all([
    db
      .selectFrom("enquiry")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">=", week)
      .$if(owner !== null, (q) => q.where("salesperson_id", "=", owner))
      .executeTakeFirstOrThrow(),
    // Quotations first sent in the window: revision 1 is always the first one sent.
    db
      .selectFrom("quotation_revision as r")
      .innerJoin("quotation as q", "q.id", "r.quotation_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("r.revision", "=", 1)
      .where("r.sent_at", ">=", week)
      .$if(owner !== null, (q) => q.where("q.salesperson_id", "=", owner))
      .executeTakeFirstOrThrow(),
    quotations()
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("grand_total_paise"), eb.lit(0)).as("v"))
      .where("status", "in", ["accepted", "converted"])
      .where("decided_at", ">=", month)
      .executeTakeFirstOrThrow(),
    quotations()
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
      .$if(owner !== null, (q) => q.where("e.salesperson_id", "=", owner))
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

export async function pipelineSummary(
  db: DB,
  now: number = Date.now(),
  owner: PipelineOwner = null,
): Promise<PipelineSummary> {
  const flow = await pipeline(db, now, owner);
  return {
    ...flow,
    windowDays: RESPONSE_WINDOW_DAYS,
    speed: flow.speed.map((s) => ({
      ...s,
      median: s.medianMs === null ? "—" : responseTime(s.medianMs),
    })),
  };
}
