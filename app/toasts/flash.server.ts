import type { Request, Response } from "express";

import type { Flash, FlashType } from "./flash";

export type { Flash };

const COOKIE = "flash";

/**
 * A toast that survives a redirect, so a form posted without JavaScript still
 * shows its message on the next page. Lives in a short-lived cookie.
 */
function flashCookie(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash)).toString("base64url");
  return `${COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** Headers for `redirect(url, { headers })` that carry a toast to the next page. */
export function withFlash(flash: Flash, init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  headers.append("Set-Cookie", flashCookie(flash));
  return headers;
}

function parse(value: string): Flash | null {
  try {
    const f = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Flash>;
    if (typeof f.message !== "string" || !["success", "error", "info"].includes(String(f.type)))
      return null;
    return { type: f.type as FlashType, message: f.message.slice(0, 300) };
  } catch {
    return null;
  }
}

/** Reads and clears the flash cookie of a page request (Express side). */
export function takeFlash(req: Request, res: Response): Flash | null {
  const raw = req.headers.cookie
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  res.append("Set-Cookie", `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return parse(raw);
}
