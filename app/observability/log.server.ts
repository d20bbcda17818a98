import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import pino, { type Logger } from "pino";
import { logLevel } from "~/config/env.server";

/**
 * Structured logs (pino, one JSON object a line on stdout). LOG_LEVEL picks
 * how much: `info` (the default) has errors, warnings, slow requests and
 * operational events such as backups; `debug` adds a line for every request.
 * Inside a request, `log()` is a child logger that carries the request id.
 */

let root: Logger | undefined;

/** The process's logger, at LOG_LEVEL (validated with the rest of the environment at start). */
export function rootLogger(): Logger {
  root ??= pino({
    level: logLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    // pid tells instances apart on one machine; the host name adds nothing here.
    base: { pid: process.pid },
  });
  return root;
}

interface RequestScope {
  id: string;
  log: Logger;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The current request's logger (with its `reqId`), or the process's outside a request. */
export function log(): Logger {
  return scope.getStore()?.log ?? rootLogger();
}

/** Runs `work` (and everything it starts) as part of request `id`. */
export function withRequestScope<T>(id: string, work: () => T): T {
  return scope.run({ id, log: rootLogger().child({ reqId: id }) }, work);
}

// No 0/o, 1/l/i: a visitor reads the id out over the phone.
const ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** A short random request id, e.g. `k7m3x9q2ab`. */
export function newRequestId(): string {
  let id = "";
  for (const byte of randomBytes(10)) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

/** An id passed on by a trusted proxy (e.g. nginx's `$request_id`) is kept if it looks sane. */
export function acceptableRequestId(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9._:-]{6,100}$/.test(value) ? value : undefined;
}

/** The id a request goes by: a trusted proxy's own (when acceptable), else a new one. */
export function requestIdFor(incoming: string | undefined, trustIncoming: boolean): string {
  return (trustIncoming ? acceptableRequestId(incoming) : undefined) ?? newRequestId();
}
