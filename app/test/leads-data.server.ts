import type { DB } from "~/db/db.server";
import type { LeadKind } from "~/db/schema";
import { saveEnquiry } from "~/enquiries/enquiries.server";

/**
 * Leads a test makes in a shop's database (the browser suite's server, or an in-process test
 * shop), saved as the site's forms save them (saveEnquiry).
 */

/** Saves leads as the site's forms do, then dates them oldest first, a second apart. */
export async function insertLeads(
  db: DB,
  tag: string,
  leads: { kind: LeadKind; name: string; message?: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const l of leads) {
    const { id } = await saveEnquiry(db, {
      kind: l.kind,
      productTitle: l.kind === "product" ? `Pump for ${tag}` : null,
      name: l.name,
      email: `${l.kind}.${tag}@example.com`,
      phone: "+91 98250 41230",
      company: `${tag} Traders`,
      message: l.message ?? "",
    });
    ids.push(id);
  }
  // The app stamps the time of saving; the order must not depend on the clock's resolution.
  const start = Date.now() - leads.length * 1000;
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable("enquiry")
      .set({ created_at: start + i * 1000 })
      .where("id", "=", id)
      .execute();
  }
  return ids;
}
