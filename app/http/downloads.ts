import { indiaDay } from "~/format/india-time";
import { PRIVATE } from "./cache-control";

/**
 * A CSV file an admin downloads: named for what it holds and the day in India
 * ("leads-2026-11-23.csv"), never stored by a cache, never sniffed as HTML.
 */
export function csvDownload(name: string, csv: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${indiaDay(Date.now())}.csv"`,
      "Cache-Control": PRIVATE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
