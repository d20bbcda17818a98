import { type FormEvent, useEffect, useState } from "react";
import { Form } from "react-router";
import {
  BLANK_PRODUCT,
  CATEGORY_SLOTS,
  MAX_PRODUCT_CATEGORIES,
  PRODUCT_LIMITS,
  type ProductField,
  type ProductFormValues,
  productErrors,
  productFormValues,
  productSchema,
  rupeesText,
} from "~/catalogue/product-schema";
import type { Category } from "~/catalogue/types";
import { TextAreaField, TextField } from "~/ui/field";
import { ProductImages } from "./product-images";
import { SpecFields } from "./spec-fields";

/** The add form's start: nothing filled in, no price yet. */
export const EMPTY_PRODUCT: ProductFormValues = { ...BLANK_PRODUCT, price: null };

type Errors = Partial<Record<ProductField, string>>;

interface ProductFormProps {
  categories: Category[];
  initial: ProductFormValues;
  errors?: Errors;
  /** Edit only: the updated time of the copy this form was filled from. */
  updatedAt?: number;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400";

/** Every Product field of spec §3, checked in the browser with the action's own schema. */
export function ProductForm({
  categories,
  initial,
  errors: serverErrors,
  updatedAt,
  submitLabel,
  busyLabel,
  busy,
}: ProductFormProps) {
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  const [slots, setSlots] = useState(() =>
    CATEGORY_SLOTS.map((_, i) => ({
      category: initial.categories[i]?.category?.toString() ?? "",
      subcategory: initial.categories[i]?.subcategory?.toString() ?? "",
    })),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = productSchema.safeParse(productFormValues(new FormData(event.currentTarget)));
    if (result.success) return;
    event.preventDefault();
    const found = productErrors(result.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ProductField;
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-6">
      <input type="hidden" name="intent" value="save-product" />
      {updatedAt !== undefined ? <input type="hidden" name="updatedAt" value={updatedAt} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <TextField
            name="title"
            label="Title"
            defaultValue={initial.title}
            error={errors.title}
            maxLength={PRODUCT_LIMITS.title}
          />
        </div>
        <TextField
          name="price"
          label="Price (₹)"
          inputMode="decimal"
          defaultValue={initial.price === null ? "" : rupeesText(initial.price)}
          error={errors.price}
        />
        <TextField
          name="hsn"
          label="HSN code (optional)"
          // Text: Gujarati and Devanagari digits, and spaces or dots as the tariff prints them.
          inputMode="numeric"
          autoComplete="off"
          placeholder="8413"
          defaultValue={initial.hsn ?? ""}
          error={errors.hsn}
        />
        <TextField
          name="review"
          label="Review count"
          // Text, not type="number", which refuses Gujarati and Devanagari digits.
          inputMode="numeric"
          defaultValue={initial.review}
          error={errors.review}
        />
        <TextField
          name="star"
          label="Star rating (0 to 5, half steps)"
          inputMode="decimal"
          defaultValue={initial.star}
          error={errors.star}
        />
        <div className="flex items-end">
          <label className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              name="bestSell"
              value="true"
              defaultChecked={initial.bestSell}
              className="h-4 w-4 accent-brand-800"
            />
            Bestseller
          </label>
        </div>
      </div>

      <ProductImages
        initial={initial.images.map((id, i) => ({ id, alt: initial.imageAlts[i] ?? "" }))}
        title={initial.title}
        error={errors.images ?? errors.imageAlts}
      />

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          {`Categories (up to ${MAX_PRODUCT_CATEGORIES})`}
        </legend>
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {slots.map((slot, i) => {
            const n = i + 1;
            const subs =
              categories.find((c) => String(c.id) === slot.category)?.subcategories ?? [];
            const catError = errors[`category${n}` as ProductField];
            const subError = errors[`subcategory${n}` as ProductField];
            return (
              <div
                key={n}
                className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div>
                  <label
                    htmlFor={`field-category${n}`}
                    className="block text-xs font-semibold text-slate-700"
                  >
                    Category {n}
                  </label>
                  <select
                    id={`field-category${n}`}
                    name={`category${n}`}
                    value={slot.category}
                    aria-invalid={catError ? true : undefined}
                    onChange={(e) => {
                      const value = e.target.value;
                      // A new category clears its subcategory.
                      setSlots((s) =>
                        s.map((x, j) => (j === i ? { category: value, subcategory: "" } : x)),
                      );
                    }}
                    className={selectClass}
                  >
                    <option value="">None</option>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                  {catError ? (
                    <p className="mt-1 text-xs font-medium text-red-600">{catError}</p>
                  ) : null}
                </div>
                <div>
                  <label
                    htmlFor={`field-subcategory${n}`}
                    className="block text-xs font-semibold text-slate-700"
                  >
                    Subcategory {n}
                  </label>
                  <select
                    id={`field-subcategory${n}`}
                    name={`subcategory${n}`}
                    value={slot.subcategory}
                    disabled={slot.category === ""}
                    aria-invalid={subError ? true : undefined}
                    onChange={(e) => {
                      const value = e.target.value;
                      setSlots((s) =>
                        s.map((x, j) => (j === i ? { ...x, subcategory: value } : x)),
                      );
                    }}
                    className={selectClass}
                  >
                    <option value="">None</option>
                    {subs.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                  {subError ? (
                    <p className="mt-1 text-xs font-medium text-red-600">{subError}</p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      <SpecFields initial={initial.specs} errors={errors} />

      <div className="grid gap-5 lg:grid-cols-3">
        {(
          [
            ["description", "Description"],
            ["specification", "Specification"],
            ["features", "Features"],
          ] as const
        ).map(([name, label]) => (
          <div key={name}>
            <TextAreaField
              name={name}
              label={label}
              rows={7}
              defaultValue={initial[name]}
              error={errors[name]}
            />
            <p className="mt-1 text-xs text-slate-500">One item per line; shown as a list.</p>
          </div>
        ))}
      </div>

      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-brand-800 px-6 py-3 font-bold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </Form>
  );
}
