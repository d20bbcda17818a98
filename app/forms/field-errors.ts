import type { z } from "~/forms/zod";

/**
 * The one way a failed parse becomes messages: per field for a form that shows
 * them beside its inputs, or the first one for a form that shows one.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

type Path = z.ZodError["issues"][number]["path"];

const topField = (path: Path) => String(path[0] ?? "form");

/** First message per field; `fieldOf` names the input a nested path belongs to. */
export function fieldErrors<K extends string>(
  error: z.ZodError,
  fieldOf: (path: Path) => string = topField,
): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) out[fieldOf(issue.path)] ??= issue.message;
  return out as FieldErrors<K>;
}

/** The first problem, for a form that shows one message (a toast, a banner). */
export function firstProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: topField(issue?.path ?? []), message: issue?.message ?? "Invalid request" };
}
