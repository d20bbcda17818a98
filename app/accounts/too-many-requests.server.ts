import { data } from "react-router";
import { tooManyAttempts, type Verdict } from "./rate-limit.server";

/**
 * A form's answer to a refused attempt: status 429 with Retry-After, and the form's own data
 * (`body`) carrying the message (tooManyAttempts) where the form shows its refusals.
 * Apart from rate-limit.server.ts, which Better Auth's hooks load: those carry no React Router.
 */
export function tooManyRequests<T>(
  verdict: Verdict,
  body: (message: string) => T,
  headers: Record<string, string> = {},
) {
  const seconds = verdict.retryAfterSeconds;
  return data(body(tooManyAttempts(seconds)), {
    status: 429,
    headers: { ...headers, "Retry-After": String(seconds) },
  });
}
