/**
 * The `page` a listing's address asks for: a whole number from 1, anything
 * else page 1. Every paged list reads it here (zod-free, so the shop's first
 * visit does not load the form library); the query then clamps it to the last
 * page (paginate.server.ts).
 */
export const MAX_PAGE = 100_000;

export function readPage(raw: unknown): number {
  const page = Number.parseInt(String(raw ?? ""), 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, MAX_PAGE) : 1;
}
