import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import type { z } from "~/forms/zod";

/** A schema, or a way to load one (so a page's first visit need not download zod). */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/**
 * Client half of "one schema for browser and server": validates on submit with
 * the action's own schema, shows the server's errors when they come back, and
 * clears a field's error as soon as it is edited (spec §5). `refusals` counts
 * the refused submissions (the browser's and the server's), so the form's
 * error summary (ui/error-summary.tsx) takes focus at each. A schema given as
 * a loader is fetched when the form is first focused; a submit before it has
 * arrived waits for it and is then made again (checked like any other), and
 * one made when it cannot be fetched goes to the server, which answers with
 * the same messages. `field(name)` gives a ui/field control its name, what was
 * typed before a refused post (`values`) and its error.
 */
export function useFormErrors<K extends string>(
  source: SchemaSource,
  serverErrors?: FieldErrors<K>,
  values?: { readonly [P in K]?: unknown },
) {
  const [errors, setErrors] = useState<FieldErrors<K>>(serverErrors ?? {});
  const [refusals, setRefusals] = useState(0);
  const schema = useRef<z.ZodType | null>(typeof source === "function" ? null : source);
  const unavailable = useRef(false);
  useEffect(() => {
    setErrors(serverErrors ?? {});
    if (serverErrors && Object.values(serverErrors).some(Boolean)) setRefusals((n) => n + 1);
  }, [serverErrors]);
  const load = () => {
    if (schema.current || typeof source !== "function") return;
    void source().then((s) => {
      schema.current = s;
    });
  };
  return {
    errors,
    refusals,
    field(name: K) {
      const typed = values?.[name];
      return {
        name,
        defaultValue: typeof typed === "string" ? typed : undefined,
        error: errors[name],
      };
    },
    onFocus: load,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!schema.current) {
        if (typeof source !== "function" || unavailable.current) return;
        // Held until the schema is here, then submitted again by the same button.
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void source()
          .then(
            (s) => {
              schema.current = s;
            },
            () => {
              unavailable.current = true;
            },
          )
          .finally(() => {
            if (form.isConnected)
              form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
          });
        return;
      }
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const result = schema.current.safeParse(values);
      if (!result.success) {
        event.preventDefault();
        setErrors(fieldErrors<K>(result.error));
        setRefusals((n) => n + 1);
      }
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      load();
      const name = (event.target as HTMLInputElement).name as K;
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  };
}
