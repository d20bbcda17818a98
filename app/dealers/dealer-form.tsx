import { type FormEvent, useRef, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { asciiDigits } from "~/format/digits";
import type { FieldErrors } from "~/forms/field-errors";
import { gstinState, normaliseGstin } from "~/forms/gstin";
import { useFormErrors } from "~/forms/use-form-errors";
import { pageLocale } from "~/i18n/browser-locale";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { readPin } from "~/places/pin";
import { stateName } from "~/places/state-names";
import { ErrorSummary } from "~/ui/error-summary";
import {
  EmailField,
  FieldError,
  FirmNameField,
  PersonNameField,
  PhoneField,
  PinField,
  TextField,
} from "~/ui/field";
import {
  type DealerField,
  type DealerPlace,
  type DealerValues,
  MONTHLY_VOLUMES,
  VOLUME_LABEL,
} from "./dealer-fields";

/** zod and the schema load when the form is first used, not with the page. */
const loadDealerSchema = () => import("./dealer-schema").then((mod) => mod.dealerSchema);

/** The PIN's place as the lookup answered: found, not in the directory, or not asked yet. */
type Lookup = { pin: string; place: DealerPlace | null } | null;

/**
 * The application form: a plain POST (it works without JavaScript and before
 * hydration); with JavaScript it checks with the action's own schema first,
 * and fills the district and state while the PIN is typed (GET /api/pincode).
 * The server looks the PIN up again and shows the same fields back.
 */
export function DealerForm({
  categories,
  errors: serverErrors,
  values = {},
  place: serverPlace,
  formError,
}: {
  categories: readonly { id: number; name: string }[];
  errors?: FieldErrors<DealerField>;
  values?: DealerValues;
  place?: DealerPlace | null;
  formError?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const { errors, field, refusals, onSubmit, onChange, onFocus } = useFormErrors<DealerField>(
    loadDealerSchema,
    serverErrors,
    values,
  );
  const [lookup, setLookup] = useState<Lookup>(null);
  const [gstin, setGstin] = useState(values.gstin ?? "");
  const asked = useRef<string | null>(null);
  const place = lookup ? lookup.place : (serverPlace ?? null);
  const sending =
    navigation.state === "submitting" && navigation.formAction === localHref("/dealer");

  async function findPin(typed: string) {
    const pin = readPin(typed);
    asked.current = pin;
    if (!pin) return setLookup(null);
    try {
      // The district and state in the page's language (English in the stored application).
      const response = await fetch(`/api/pincode/${pin}?lang=${pageLocale()}`);
      const found = response.ok ? ((await response.json()) as DealerPlace) : null;
      if (asked.current === pin) setLookup({ pin, place: found });
    } catch {
      // Offline: the server looks it up when the form is sent.
    }
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    onChange(event);
    const target = event.target as HTMLInputElement;
    if (target.name === "pin") void findPin(target.value);
    if (target.name === "gstin") setGstin(target.value);
  }

  const unknownPin = lookup && !lookup.place ? lookup.pin : null;
  const registered = gstinState(normaliseGstin(asciiDigits(gstin)));
  const mismatch = registered && place && registered.code !== place.stateCode;
  return (
    <Form
      key={location.key}
      method="post"
      action={localHref("/dealer")}
      noValidate
      onSubmit={onSubmit}
      onChange={handleChange}
      onFocus={onFocus}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="dealer-form"
    >
      <ErrorSummary
        errors={errors}
        refusals={refusals}
        labels={{
          firmName: m.dealers_label_firm(),
          contactName: m.dealers_label_contact(),
          phone: m.forms_label_phone(),
          email: m.forms_label_email(),
          gstin: m.dealers_label_gstin(),
          pin: m.dealers_label_pin(),
          territory: m.dealers_label_territory(),
          categories: m.dealers_label_products(),
          volume: m.dealers_label_volume(),
        }}
      />
      <FirmNameField {...field("firmName")} label={m.dealers_label_firm()} />
      <PersonNameField {...field("contactName")} label={m.dealers_label_contact()} />
      <PhoneField {...field("phone")} label={m.forms_label_phone()} />
      <EmailField {...field("email")} label={m.forms_label_email()} />
      <div className="sm:col-span-2">
        <TextField
          {...field("gstin")}
          label={m.dealers_label_gstin()}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <p className="mt-1 text-xs text-slate-500">{m.dealers_gstin_hint()}</p>
      </div>
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <div>
          <PinField
            name="pin"
            label={m.dealers_label_pin()}
            defaultValue={values.pin}
            error={
              errors.pin ?? (unknownPin ? m.dealers_pin_unknown({ pin: unknownPin }) : undefined)
            }
          />
        </div>
        <TextField
          name="district"
          label={m.dealers_label_district()}
          readOnly
          tabIndex={-1}
          value={place?.district ?? ""}
          data-testid="dealer-district"
        />
        <TextField
          name="state"
          label={m.dealers_label_state()}
          readOnly
          tabIndex={-1}
          value={place?.state ?? ""}
          data-testid="dealer-state"
        />
        <p className="text-xs text-slate-500 sm:col-span-3">{m.dealers_pin_hint()}</p>
      </div>
      {mismatch ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
          data-testid="dealer-state-mismatch"
        >
          {m.dealers_state_mismatch({
            gstinState: stateName(registered.code, registered.name, pageLocale()),
            pin: place.pin,
            pinState: place.state,
          })}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <TextField
          {...field("territory")}
          label={m.dealers_label_territory()}
          placeholder={m.dealers_territory_hint()}
        />
      </div>
      <ProductChoice categories={categories} chosen={values.categories} error={errors.categories} />
      <VolumeSelect value={values.volume} error={errors.volume} />
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
          {sending ? m.dealers_sending() : m.dealers_submit()}
        </button>
        <p className="mt-2 text-xs text-slate-500">{m.dealers_saved_first()}</p>
      </div>
    </Form>
  );
}

function ProductChoice({
  categories,
  chosen = [],
  error,
}: {
  categories: readonly { id: number; name: string }[];
  chosen?: readonly string[];
  error?: string;
}) {
  return (
    <fieldset
      className="sm:col-span-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "dealer-categories-error" : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">{m.dealers_label_products()}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {categories.map((c) => (
          <label
            key={c.id}
            className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              name="categories"
              value={String(c.id)}
              defaultChecked={chosen.includes(String(c.id))}
              className="h-4 w-4"
            />
            {c.name}
          </label>
        ))}
      </div>
      <FieldError id="dealer-categories-error" error={error} />
    </fieldset>
  );
}

function VolumeSelect({ value, error }: { value?: string; error?: string }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="dealer-volume" className="block text-sm font-semibold text-slate-800">
        {m.dealers_label_volume()}
      </label>
      <select
        id="dealer-volume"
        name="volume"
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "dealer-volume-error" : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm sm:max-w-sm ${error ? "border-red-500" : "border-slate-300"}`}
      >
        <option value="">{m.dealers_volume_choose()}</option>
        {MONTHLY_VOLUMES.map((v) => (
          <option key={v} value={v}>
            {VOLUME_LABEL[v]()}
          </option>
        ))}
      </select>
      <FieldError id="dealer-volume-error" error={error} />
    </div>
  );
}
