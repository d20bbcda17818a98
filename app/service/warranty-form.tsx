import { Form, useLocation, useNavigation } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { PersonNameField, PhoneField, PinField, TextField } from "~/ui/field";
import { PhotoField } from "./photo-field";
import type { RegistrationField, Values } from "./service-fields";

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
  const location = useLocation();
  const navigation = useNavigation();
  const { errors, field, onSubmit, onChange, onFocus } = useFormErrors<RegistrationField>(
    loadSchema,
    serverErrors,
    values,
  );
  const sending = navigation.state === "submitting";
  return (
    <Form
      key={location.key}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="warranty-form"
    >
      <input type="hidden" name="serial" value={serial} />
      <input type="hidden" name="submission" value={submission} />
      <PersonNameField {...field("name")} label={m.service_label_name()} />
      <PhoneField {...field("phone")} label={m.service_label_phone()} />
      <PinField {...field("pin")} label={m.service_label_pin()} />
      <div>
        <TextField
          {...field("installedOn")}
          label={m.service_label_installed_on()}
          type="date"
          max={today}
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
      {errors.serial || formError ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.serial ?? formError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-lg bg-green-700 px-6 py-3 font-bold text-white hover:bg-green-800 disabled:opacity-60 sm:w-auto"
        >
          {sending ? m.service_registering() : m.service_register_submit()}
        </button>
        <p className="mt-2 text-xs text-slate-500">{m.service_privacy_note()}</p>
      </div>
    </Form>
  );
}
