import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog, dangerButton } from "~/admin/kit/confirm-dialog";
import {
  type CategoryResult,
  categoryActionSchema,
  categoryProblem,
} from "~/catalogue/category-schema";
import type { Category } from "~/catalogue/types";
import { ADMIN } from "~/http/paths";
import { ImageUpload } from "~/media/admin/image-upload";
import { toast } from "~/toasts/notify";

const CATEGORY_ACTION = ADMIN.newProduct;

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400";
const buttonClass =
  "rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60";

/** A fetcher whose answer becomes a toast, and whose form clears after success. */
function useCategoryFetcher(onResult?: (result: CategoryResult) => void) {
  const fetcher = useFetcher<{ category?: CategoryResult }>();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    const result = fetcher.data?.category;
    if (fetcher.state !== "idle" || !result || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (result.confirm) {
      // Asked to confirm: the dialog says why, no error toast.
    } else if (result.ok) {
      toast.success(result.message);
      form.current?.reset();
    } else {
      toast.error(result.message);
    }
    latest.current?.(result);
  }, [fetcher.state, fetcher.data]);
  /** The shared schema answers before any round trip. */
  const check = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = categoryActionSchema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      toast.error(categoryProblem(parsed.error));
    }
  };
  return { fetcher, form, check, busy: fetcher.state !== "idle" };
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4" aria-label={title}>
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CategorySelect({
  categories,
  label,
  value,
  onChange,
  name = "category",
}: {
  categories: Category[];
  label: string;
  value?: string;
  onChange?: (name: string) => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`mt-1 ${inputClass}`}
        {...(onChange
          ? { value, onChange: (e) => onChange(e.target.value) }
          : { defaultValue: "" })}
      >
        <option value="">Select a category</option>
        {categories.map((c) => (
          <option key={c.id} value={c.name}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function NameInput({ label, name = "name" }: { label: string; name?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        maxLength={200}
        autoComplete="off"
        className={`mt-1 ${inputClass}`}
      />
    </div>
  );
}

function AddCategory() {
  const { fetcher, form, check, busy } = useCategoryFetcher();
  return (
    <Panel title="Add category">
      <fetcher.Form
        ref={form}
        method="post"
        action={CATEGORY_ACTION}
        onSubmit={check}
        noValidate
        className="flex items-end gap-2"
      >
        <input type="hidden" name="intent" value="add-category" />
        <div className="flex-1">
          <NameInput label="New category name" />
        </div>
        <button type="submit" disabled={busy} className={buttonClass}>
          Add category
        </button>
      </fetcher.Form>
    </Panel>
  );
}

/**
 * One category action as a small form (its fields, then its button), cleared
 * after success: remounting on reset also clears the controlled selectors.
 */
function CategoryActionForm({
  title,
  intent,
  submit,
  danger = false,
  children,
}: {
  title: string;
  intent: string;
  submit: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { fetcher, form, check, busy } = useCategoryFetcher();
  const [key, setKey] = useState(0);
  return (
    <Panel title={title}>
      <fetcher.Form
        ref={form}
        key={key}
        method="post"
        action={CATEGORY_ACTION}
        onSubmit={check}
        onReset={() => setKey((k) => k + 1)}
        noValidate
        className="grid gap-3 sm:grid-cols-2 sm:items-end"
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={danger ? dangerButton : buttonClass}>
            {submit}
          </button>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

function DeleteCategory({
  categories,
  usage,
}: {
  categories: Category[];
  usage: Record<number, number>;
}) {
  const [selected, setSelected] = useState("");
  const [asking, setAsking] = useState<{ category: string; products: number } | null>(null);
  const { fetcher, check, busy } = useCategoryFetcher((result) => {
    if (result.confirm) setAsking(result.confirm);
    else setAsking(null);
    if (result.ok) setSelected("");
  });
  const send = (confirmed: boolean) =>
    fetcher.submit(
      { intent: "delete-category", category: selected, ...(confirmed ? { confirm: "yes" } : {}) },
      { method: "post", action: CATEGORY_ACTION },
    );
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    check(event);
    if (event.defaultPrevented) return;
    // A category that products use is deleted only after a confirmation with their count.
    const found = categories.find((c) => c.name === selected);
    const products = found ? (usage[found.id] ?? 0) : 0;
    if (found && products > 0) {
      event.preventDefault();
      setAsking({ category: found.name, products });
    }
  }
  return (
    <Panel title="Delete category">
      <fetcher.Form
        method="post"
        action={CATEGORY_ACTION}
        onSubmit={onSubmit}
        noValidate
        // Before the scripts run, the delete waits for them, so a category in use is still confirmed.
        data-replay
        className="flex items-end gap-2"
      >
        <input type="hidden" name="intent" value="delete-category" />
        <div className="flex-1">
          <CategorySelect
            categories={categories}
            label="Category to delete"
            value={selected}
            onChange={setSelected}
          />
        </div>
        <button type="submit" disabled={busy} className={dangerButton}>
          Delete category
        </button>
      </fetcher.Form>
      <ConfirmDialog
        open={asking !== null}
        title={`Delete category "${asking?.category ?? ""}"?`}
        onCancel={() => setAsking(null)}
        confirm={
          <button type="button" disabled={busy} onClick={() => send(true)} className={dangerButton}>
            Yes, delete
          </button>
        }
      >
        {asking
          ? `${asking.products === 1 ? "1 product uses" : `${asking.products} products use`} this category. Deleting it removes the category from ${asking.products === 1 ? "that product" : "those products"}.`
          : null}
      </ConfirmDialog>
    </Panel>
  );
}

/** Category then subcategory; the subcategory selector stays disabled until a category is chosen. */
function CategoryAndSubcategory({ categories, label }: { categories: Category[]; label: string }) {
  const [category, setCategory] = useState("");
  const subs = categories.find((c) => c.name === category)?.subcategories ?? [];
  const id = useId();
  return (
    <>
      <CategorySelect
        categories={categories}
        label="Category"
        value={category}
        onChange={setCategory}
      />
      <div>
        <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
          {label}
        </label>
        <select
          id={id}
          name="subcategory"
          defaultValue=""
          key={category}
          disabled={category === ""}
          className={`mt-1 ${inputClass}`}
        >
          <option value="">Select a subcategory</option>
          {subs.map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Shown only to the catalogue owner; the server refuses anyone else with "Unauthorized!". */
function CategoryImage({ categories }: { categories: Category[] }) {
  const [category, setCategory] = useState("");
  const { fetcher } = useCategoryFetcher();
  const current = categories.find((c) => c.name === category);
  return (
    <Panel title="Category image">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <CategorySelect
          categories={categories}
          label="Category"
          value={category}
          onChange={setCategory}
        />
        {current ? (
          <ImageUpload
            key={current.id}
            preset="categories"
            label={`Image for ${current.name}`}
            value={current.image ? { id: current.image.id } : null}
            onUploaded={(result) =>
              fetcher.submit(
                { intent: "category-image", category: current.name, image: result.public_id },
                { method: "post", action: CATEGORY_ACTION },
              )
            }
          />
        ) : (
          <p className="text-sm text-slate-500">Choose a category to change its image.</p>
        )}
      </div>
    </Panel>
  );
}

export function CategoryManager({
  categories,
  usage,
  isOwner,
}: {
  categories: Category[];
  usage: Record<number, number>;
  isOwner: boolean;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1">
        <AddCategory />
        <CategoryActionForm
          title="Rename category"
          intent="rename-category"
          submit="Rename category"
        >
          <CategorySelect categories={categories} label="Category to rename" />
          <NameInput label="Renamed to" />
        </CategoryActionForm>
        <DeleteCategory categories={categories} usage={usage} />
        <CategoryActionForm
          title="Add subcategory"
          intent="add-subcategory"
          submit="Add subcategory"
        >
          <CategorySelect categories={categories} label="Category" />
          <NameInput label="New subcategory name" />
        </CategoryActionForm>
        <CategoryActionForm
          title="Rename subcategory"
          intent="rename-subcategory"
          submit="Rename subcategory"
        >
          <CategoryAndSubcategory categories={categories} label="Subcategory to rename" />
          <NameInput label="Renamed to" />
        </CategoryActionForm>
        <CategoryActionForm
          title="Delete subcategory"
          intent="delete-subcategory"
          submit="Delete subcategory"
          danger
        >
          <CategoryAndSubcategory categories={categories} label="Subcategory to delete" />
        </CategoryActionForm>
      </div>
      {isOwner ? <CategoryImage categories={categories} /> : null}
      <CategoryOverview categories={categories} usage={usage} />
    </div>
  );
}

function CategoryOverview({
  categories,
  usage,
}: {
  categories: Category[];
  usage: Record<number, number>;
}) {
  return (
    <details className="rounded-xl border border-slate-200 p-4">
      <summary className="cursor-pointer text-sm font-bold text-slate-900">
        All categories ({categories.length})
      </summary>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="All categories">
        {categories.map((c) => (
          <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm">
            <span className="font-semibold text-slate-900">{c.name}</span>{" "}
            <span className="text-slate-500">({usage[c.id] ?? 0} products)</span>
            {c.subcategories.length > 0 ? (
              <span className="mt-1 block text-slate-600">
                {c.subcategories.map((s) => s.name).join(", ")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
