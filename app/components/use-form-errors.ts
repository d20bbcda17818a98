import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "~/enquiries/rules";

/**
 * Client half of "one schema for browser and server": validates on submit with
 * the action's own schema, shows the server's errors when they come back, and
 * clears a field's error as soon as it is edited (spec §5).
 */
export function useFormErrors<K extends string>(schema: z.ZodType, serverErrors?: FieldErrors<K>) {
  const [errors, setErrors] = useState<FieldErrors<K>>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  return {
    errors,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const values = Object.fromEntries(new FormData(event.currentTarget));
      const result = schema.safeParse(values);
      if (!result.success) {
        event.preventDefault();
        setErrors(fieldErrors<K>(result.error));
      }
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as HTMLInputElement).name as K;
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  };
}
