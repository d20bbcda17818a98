import type { DB } from "~/db/db.server";
import { enquiryRequirement } from "~/enquiries/requirement";
import { findPumps } from "~/finder/finder.server";
import { finderHref, parseFinder, requirementText } from "~/finder/finder-query";
import type { FormatStyle } from "~/format/digits";

/**
 * What /finder shows for an address: the question as typed (with each field's message), and
 * for a question that reads, the pumps that answer it, the question in one line, its link and
 * the requirement a Get Quote carries — all in `style`'s language.
 */
export async function loadFinderPage(db: DB, search: URLSearchParams, style: FormatStyle) {
  const form = parseFinder(search, style);
  const q = form.query;
  const answer = q ? await findPumps(db, q, style) : null;
  return {
    // A question that does not read is a bad request; the page still shows the form and why.
    status: form.asked && !q ? 400 : 200,
    values: form.values,
    errors: form.errors,
    answer,
    asked: q
      ? {
          line: requirementText(q, style),
          href: finderHref(q),
          requirement: enquiryRequirement(q, style),
        }
      : null,
  };
}

export type FinderPageData = Omit<Awaited<ReturnType<typeof loadFinderPage>>, "status">;
