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
 * that version gets 304 and no body, and the file is never read (`read` runs only for a body).
 */
export async function pdfDownload(
  request: Request,
  file: {
    name: string;
    disposition: "inline" | "attachment";
    cacheControl: string;
    etag?: string;
  },
  read: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  const headers: Record<string, string> = { "Cache-Control": file.cacheControl };
  if (file.etag) {
    headers.ETag = `"${file.etag}"`;
    if (request.headers.get("If-None-Match") === headers.ETag)
      return new Response(null, { status: 304, headers });
  }
  const bytes = await read();
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

/** A short plain-text answer: robots.txt, a webhook's reply, or why a file cannot be given. */
export function plainAnswer(status: number, text: string, cacheControl: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}
