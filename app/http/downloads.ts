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

/**
 * A PDF answer, shown in the browser (`inline`) or saved (`attachment`) under `name` (a name in
 * Gujarati or Hindi is kept through `filename*`). With an `etag`, a request that already has
 * that version gets 304 and no body.
 */
export function pdfDownload(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
  file: {
    name: string;
    disposition: "inline" | "attachment";
    cacheControl: string;
    etag?: string;
  },
): Response {
  const headers: Record<string, string> = { "Cache-Control": file.cacheControl };
  if (file.etag) {
    headers.ETag = `"${file.etag}"`;
    if (request.headers.get("If-None-Match") === headers.ETag)
      return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `${file.disposition}; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Content-Length": String(bytes.length),
    },
  });
}

/** A file's name as a plain `filename=` can carry it: printable ASCII, no quotes. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|"/g, "_");
}

/** A short plain-text answer where a file cannot be given (not found, gone, refused, a bad range). */
export function plainAnswer(status: number, text: string, cacheControl: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}
