import type { IncomingMessage } from "node:http";

const ENCODED_NUL = /%00/gi;

/**
 * An address never means a NUL, and PostgreSQL refuses one in any text it is
 * given, so a `%00` anywhere in a request's path or query is read as a space
 * (`%20`) before anything else sees the request: a search stays a search
 * ("pump%00x" finds "pump x"), and an id or a category name holding one is
 * simply one that does not exist. The page cache keys on the address as read.
 */
export function readNulAsSpace(req: IncomingMessage): void {
  if (req.url?.includes("%00")) req.url = req.url.replace(ENCODED_NUL, "%20");
}
