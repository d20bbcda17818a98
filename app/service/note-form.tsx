import type { FieldErrors } from "~/forms/field-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { TextAreaField } from "~/ui/field";
import { PhotoField } from "./photo-field";
import { type NoteField, SERVICE_LIMITS, type Values } from "./service-fields";
import { ServicePostForm } from "./service-post-form";

const loadSchema = () => import("./service-schema").then((mod) => mod.noteSchema);

/** A customer's note or photos on their request, until it is closed (a plain POST). */
export function NoteForm({
  submission,
  errors: serverErrors,
  values = {},
}: {
  submission: string;
  errors?: FieldErrors<NoteField>;
  values?: Values<NoteField>;
}) {
  return (
    <ServicePostForm<NoteField>
      testId="note-form"
      submission={submission}
      schema={loadSchema}
      serverErrors={serverErrors}
      className="grid gap-4"
    >
      {(errors, sending) => (
        <>
          <TextAreaField
            name="note"
            label={m.service_label_your_note()}
            rows={3}
            maxLength={SERVICE_LIMITS.note}
            defaultValue={values.note}
            error={errors.note}
          />
          <PhotoField
            name="photos"
            label={m.service_label_photos({ max: String(SERVICE_LIMITS.photos) })}
            hint={m.service_photo_hint()}
            multiple
            error={errors.photos}
          />
          <div>
            <button
              type="submit"
              disabled={sending}
              className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {m.service_add_note_submit()}
            </button>
          </div>
        </>
      )}
    </ServicePostForm>
  );
}
