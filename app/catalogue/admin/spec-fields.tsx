import { useState } from "react";
import { specInputs, specRows } from "~/catalogue/spec-display";
import { SPEC_KEYS, type SpecKey, specFieldName, specsSchema } from "~/catalogue/spec-schema";
import type { ProductSpecs } from "~/catalogue/specs";
import { RULES, type RuleKey } from "~/catalogue/specs";
import { TextAreaField, TextField } from "~/ui/field";

type Errors = Partial<Record<string, string>>;

const GROUPS: { title: string; keys: SpecKey[] }[] = [
  { title: "Motor and supply", keys: ["power", "phase", "voltage", "frequency"] },
  { title: "Pump", keys: ["head", "discharge", "outlet", "borewell", "stages"] },
  { title: "Power tool", keys: ["wattage", "noLoadSpeed", "disc", "chuck"] },
];

const BLANK = Object.fromEntries(SPEC_KEYS.map((k) => [k, ""])) as Record<SpecKey, string>;

/** How a typed value will be shown on the product page, or null while it does not read. */
function preview(key: SpecKey, text: string): string | null {
  if (text.trim() === "") return null;
  const parsed = specsSchema.safeParse({ ...BLANK, [key]: text });
  if (!parsed.success) return null;
  if (key === "dutyPoints") {
    const n = parsed.data.dutyPoints.length;
    return `${n} duty ${n === 1 ? "point" : "points"}${n === 1 ? " (a curve needs two)" : ""}`;
  }
  return specRows(parsed.data).find((r) => r.key === key)?.value ?? null;
}

const selectClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2";

/**
 * The typed specifications: inputs take what staff type ("1.5 HP",
 * "10–60 m", "4 inch"), are checked by the product form's schema, and show
 * how the product page will write each value.
 */
export function SpecFields({ initial, errors }: { initial: ProductSpecs; errors: Errors }) {
  const [texts, setTexts] = useState(() => specInputs(initial) as Record<SpecKey, string>);
  const field = (key: SpecKey) => {
    const name = specFieldName(key);
    const shown = preview(key, texts[key]);
    const onInput = (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setTexts((t) => ({ ...t, [key]: value }));
    };
    const note =
      shown && !errors[name] ? (
        <p className="mt-1 text-xs text-slate-500" data-testid={`preview-${key}`}>
          Shown as {shown}
        </p>
      ) : null;
    if (key === "phase") {
      const error = errors[name];
      return (
        <div key={key}>
          <label htmlFor={`field-${name}`} className="block text-sm font-semibold text-slate-800">
            Phase
          </label>
          <select
            id={`field-${name}`}
            name={name}
            defaultValue={texts.phase}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `field-${name}-error` : undefined}
            className={`${selectClass} ${error ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"}`}
          >
            <option value="">Not given</option>
            <option value="1">Single phase</option>
            <option value="3">Three phase</option>
          </select>
          {error ? (
            <p id={`field-${name}-error`} className="mt-1 text-sm font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    const rule = RULES[key as RuleKey];
    return (
      <div key={key}>
        <TextField
          name={name}
          label={rule.label}
          defaultValue={texts[key]}
          placeholder={`e.g. ${rule.example.split(" or ")[0]}`}
          error={errors[name]}
          autoComplete="off"
          maxLength={100}
          onInput={onInput}
        />
        {note}
      </div>
    );
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" data-testid="spec-fields">
      {/* A heading too, under the page's "Product details" h2: the groups below are h4. */}
      <legend className="px-1">
        <h3 className="text-sm font-semibold text-slate-800">Specifications</h3>
      </legend>
      <p className="text-xs text-slate-500">
        Optional; fill in what applies. Type values as you would say them: 1.5 HP or 1.1 kW, 180–240
        V, 10–60 m, 5–30 LPM, 2 inch or 50 mm. They add a table (and a curve) to the product page;
        the lists below are shown as before.
      </p>
      {GROUPS.map((g) => (
        <div key={g.title} className="mt-4">
          <h4 className="text-xs font-bold uppercase tracking-wider text-slate-500">{g.title}</h4>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{g.keys.map(field)}</div>
        </div>
      ))}
      <div className="mt-4">
        <TextAreaField
          name={specFieldName("dutyPoints")}
          label="Pump curve (duty points)"
          rows={5}
          defaultValue={texts.dutyPoints}
          placeholder={"e.g.\n70 m @ 0 LPM\n45 m @ 60 LPM\n20 m @ 110 LPM"}
          error={errors[specFieldName("dutyPoints")]}
          onInput={(e) => {
            const value = e.currentTarget.value;
            setTexts((t) => ({ ...t, dutyPoints: value }));
          }}
        />
        <p className="mt-1 text-xs text-slate-500">
          One head and discharge a line, like 45 m @ 60 LPM; two or more draw the curve.
          {preview("dutyPoints", texts.dutyPoints)
            ? ` ${preview("dutyPoints", texts.dutyPoints)}.`
            : ""}
        </p>
      </div>
    </fieldset>
  );
}
