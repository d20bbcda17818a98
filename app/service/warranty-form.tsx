import type { FieldErrors } from "~/forms/field-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { TextField } from "~/ui/field";
import { SendRow } from "~/ui/send-row";
import { PhotoField } from "./photo-field";
import type { RegistrationField, Values } from "./service-fields";
import { ServicePostForm } from "./service-post-form";
import { WhoFields } from "./who-fields";

/** zod and the schema load when the form is first used, not with the page. */
const loadSchema = () => import("./service-schema").then((mod) => mod.registrationSchema());

/**
 * Warranty registration (no account): a plain multipart POST to the serial's
 * page, so it works without JavaScript and before hydration; with JavaScript
 * it checks with the action's own schema first. `submission` makes a repeated
 * post one registration.
 */
export function WarrantyForm({
  serial,
  submission,
  today,
  dealer,
  errors: serverErrors,
  values = {},
  formError,
}: {
  serial: string;
  submission: string;
  today: string;
  dealer: string;
  errors?: FieldErrors<RegistrationField>;
  values?: Values<RegistrationField>;
  formError?: string;
}) {
  return (
    <ServicePostForm<RegistrationField>
      testId="warranty-form"
      submission={submission}
      schema={loadSchema}
      serverErrors={serverErrors}
      className="grid gap-5 sm:grid-cols-2"
    >
      {(errors, sending) => (
        <>
          <input type="hidden" name="serial" value={serial} />
          <WhoFields values={values} errors={errors} />
          <div>
            <TextField
              name="installedOn"
              label={m.service_label_installed_on()}
              type="date"
              max={today}
              defaultValue={values.installedOn}
              error={errors.installedOn}
            />
            <p className="mt-1 text-xs text-slate-500">{m.service_installed_hint()}</p>
          </div>
          <div className="sm:col-span-2">
            <TextField
              name="dealer"
              label={m.service_label_dealer()}
              defaultValue={values.dealer ?? dealer}
              error={errors.dealer}
            />
          </div>
          <div className="sm:col-span-2">
            <PhotoField
              name="invoice"
              label={m.service_label_invoice()}
              hint={m.service_photo_hint()}
              multiple={false}
              error={errors.invoice}
            />
          </div>
          <SendRow
            problem={errors.serial ?? formError}
            sending={sending}
            label={m.service_register_submit()}
            sendingLabel={m.service_registering()}
            note={m.service_privacy_note()}
          />
        </>
      )}
    </ServicePostForm>
  );
}
