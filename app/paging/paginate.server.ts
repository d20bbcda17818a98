import type { SelectQueryBuilder } from "kysely";

/** One page of a list, and where it sits among the others. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The page shown: the one asked for, moved into 1…pageCount. */
  page: number;
  pageCount: number;
}

/**
 * Counts, clamps the asked page to the last one (an old link to page 9 of a
 * list that shrank shows its last page), and loads that page's rows. The one
 * home of paging arithmetic for every paged list.
 */
export async function paginate<T>(options: {
  count: () => Promise<number | string | bigint>;
  page: number;
  size: number;
  /** `total` lets a list choose how to read its page (the shop's listing does). */
  rows: (limit: number, offset: number, total: number) => Promise<T[]>;
}): Promise<Page<T>> {
  const total = Number(await options.count());
  const { page, pageCount } = placePage(options.page, total, options.size);
  const items = await options.rows(options.size, (page - 1) * options.size, total);
  return { items, total, page, pageCount };
}

function placePage(asked: number, total: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  return { page: Math.min(Math.max(1, Math.trunc(asked) || 1), pageCount), pageCount };
}

/** One page of a list already in memory, each item shown through `show`. */
export function pageOf<T, U>(
  all: readonly T[],
  asked: number,
  size: number,
  show: (item: T) => U,
): Page<U> {
  const { page, pageCount } = placePage(asked, all.length, size);
  const items = all.slice((page - 1) * size, page * size).map(show);
  return { items, total: all.length, page, pageCount };
}

/** A page with each item shown through `show` (a row as the list shows it). */
export function showPage<T, U>(found: Page<T>, show: (item: T) => U): Page<U> {
  return { ...found, items: found.items.map(show) };
}

/** How many rows a query finds: the count `paginate` asks for. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  // Kysely cannot name the alias on a generic builder; the select above adds it.
  return Number((row as unknown as { n: number | string }).n);
}

/** A query that can be limited and offset: any Kysely select, ordered. */
interface PageQuery<R> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<R[]> } };
}

/**
 * One page of a Kysely query: `counted` says which rows there are, `ordered`
 * is the same rows with the columns and order a page shows.
 */
export function paginateQuery<DB, TB extends keyof DB, O, R>(
  counted: SelectQueryBuilder<DB, TB, O>,
  ordered: PageQuery<R>,
  page: number,
  size: number,
): Promise<Page<R>> {
  return paginate({
    count: () => countRows(counted),
    page,
    size,
    rows: (limit, offset) => ordered.limit(limit).offset(offset).execute(),
  });
}
