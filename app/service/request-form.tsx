import { Form, useLocation, useNavigation } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { m } from "~/i18n/paraglide/messages.js";
import {
  FieldError,
  PersonNameField,
  PhoneField,
  PinField,
  TextAreaField,
  TextField,
} from "~/ui/field";
import { PhotoField } from "./photo-field";
import {
  type RequestField,
  SERVICE_LIMITS,
  SYMPTOM_LABEL,
  SYMPTOMS,
  type Values,
} from "./service-fields";

const loadSchema = () => import("./service-schema").then((mod) => mod.requestSchema);

const selectClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm ${error ? "border-red-500" : "border-slate-300"}`;

/**
 * A service request: serial or model, what is wrong, a note and photos, who
 * and where. A plain multipart POST (no JavaScript needed); `submission`
 * makes a repeated post one request.
 */
export function RequestForm({
  submission,
  models,
  errors: serverErrors,
  values = {},
  formError,
}: {
  submission: string;
  models: readonly { category: string; products: readonly { id: string; title: string }[] }[];
  errors?: FieldErrors<RequestField>;
  values?: Values<RequestField>;
  formError?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const { errors, field, onSubmit, onChange, onFocus } = useFormErrors<RequestField>(
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
      data-testid="request-form"
    >
      <input type="hidden" name="submission" value={submission} />
      <div className="sm:col-span-2">
        <TextField
          {...field("serial")}
          label={m.service_label_serial()}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <p className="mt-1 text-xs text-slate-500">{m.service_serial_hint()}</p>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="service-model" className="block text-sm font-semibold text-slate-800">
          {m.service_label_model()}
        </label>
        <select
          id="service-model"
          name="model"
          defaultValue={values.model ?? ""}
          aria-invalid={errors.model ? true : undefined}
          aria-describedby={errors.model ? "service-model-error" : undefined}
          className={selectClass(errors.model)}
        >
          <option value="">{m.service_model_choose()}</option>
          {models.map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id="service-model-error" error={errors.model} />
      </div>
      <fieldset
        className="sm:col-span-2"
        aria-invalid={errors.symptom ? true : undefined}
        aria-describedby={errors.symptom ? "service-symptom-error" : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">
          {m.service_label_symptom()}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SYMPTOMS.map((s) => (
            <label
              key={s}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <input
                type="radio"
                name="symptom"
                value={s}
                defaultChecked={values.symptom === s}
                className="h-4 w-4"
              />
              {SYMPTOM_LABEL[s]()}
            </label>
          ))}
        </div>
        <FieldError id="service-symptom-error" error={errors.symptom} />
      </fieldset>
      <div className="sm:col-span-2">
        <TextAreaField
          {...field("note")}
          label={m.service_label_note()}
          rows={3}
          maxLength={SERVICE_LIMITS.note}
        />
      </div>
      <div className="sm:col-span-2">
        <PhotoField
          name="photos"
          label={m.service_label_photos({ max: String(SERVICE_LIMITS.photos) })}
          hint={m.service_photo_hint()}
          multiple
          error={errors.photos}
        />
      </div>
      <PersonNameField {...field("name")} label={m.service_label_name()} />
      <PhoneField {...field("phone")} label={m.service_label_phone()} />
      <PinField {...field("pin")} label={m.service_label_pin()} />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-lg bg-green-700 px-6 py-3 font-bold text-white hover:bg-green-800 disabled:opacity-60 sm:w-auto"
        >
          {sending ? m.service_request_sending() : m.service_request_submit()}
        </button>
        <p className="mt-2 text-xs text-slate-500">{m.service_privacy_note()}</p>
      </div>
    </Form>
  );
}
