/**
 * The page a single-fetch data request loads: `/shop.data` → `/shop`, and
 * `/_.data` → `/` (React Router's v8_trailingSlashAwareDataRequests format).
 */
export function pagePath(path: string): string {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * The page, with its query, that a request is for. Loaders and actions get the
 * raw request (React Router's `v8_passThroughRequests`, which spares two copies
 * of it per loader), so a client navigation's `/admin/orders.data?_routes=…` is
 * read back as `/admin/orders`. Loaders that only read the query use their
 * `url` argument, which React Router normalises the same way.
 */
export function pageAddress(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  // A bare `?index` addresses the index route's action; a value is the page's own.
  const indexes = url.searchParams.getAll("index").filter(Boolean);
  url.searchParams.delete("index");
  for (const value of indexes) url.searchParams.append("index", value);
  const search = url.searchParams.size > 0 ? `?${url.searchParams}` : "";
  return `${pagePath(url.pathname)}${search}`;
}
