import { z } from "~/forms/zod";

/**
 * What env.server.ts and the settings it gathers (media storage, SMTP, site
 * details) share. A module of its own so that those settings modules can
 * define their variables without importing env.server.ts, which imports them.
 */

/** A setting is missing or wrong: `npm start` prints the message alone, no stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export type Source = Record<string, string | undefined>;

/** An empty variable (`S3_CACHE_DIR=` in a .env file) means "not set": its default applies. */
export function unsetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);
}

/** The variables `shape` names, validated, or a ConfigError listing every problem. */
export function parseVariables<S extends z.ZodRawShape>(
  shape: S,
  source: Source,
  title: string,
): z.output<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`${title}:\n${issues.join("\n")}`);
  }
  return result.data;
}
