import { Form, useLocation, useNavigation } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { TextAreaField } from "~/ui/field";
import { PhotoField } from "./photo-field";
import { type NoteField, SERVICE_LIMITS, type Values } from "./service-fields";

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
  const location = useLocation();
  const navigation = useNavigation();
  const { errors, field, onSubmit, onChange, onFocus } = useFormErrors<NoteField>(
    loadSchema,
    serverErrors,
    values,
  );
  return (
    <Form
      key={location.key}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="grid gap-4"
      data-testid="note-form"
    >
      <input type="hidden" name="submission" value={submission} />
      <TextAreaField
        {...field("note")}
        label={m.service_label_your_note()}
        rows={3}
        maxLength={SERVICE_LIMITS.note}
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
          disabled={navigation.state === "submitting"}
          className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {m.service_add_note_submit()}
        </button>
      </div>
    </Form>
  );
}
