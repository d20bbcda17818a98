import type { z } from "~/forms/zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** First message per field, the shape forms render beside their inputs. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out as FieldErrors<K>;
}
