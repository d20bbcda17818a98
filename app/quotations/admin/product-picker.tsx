import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { formatRupees } from "~/format/money";
import { ADMIN } from "~/http/paths";
import type { CatalogueChoice } from "./quotation-admin.server";

/**
 * A quotation line's product, picked by typing a model, a name (any script or
 * spelling) or an HSN code: an ARIA 1.2 combobox over the catalogue's search
 * (GET /admin/quotations/products?q=). Without scripts it is a plain text
 * field and the server finds the product the text names. A pick posts the
 * product's id with the text it was picked as (quotation-schema.ts).
 */

const WAIT_MS = 200;

export function ProductPicker({
  row,
  label,
  text: initialText,
  productId: initialId,
  invalid,
  onPick,
}: {
  row: number;
  label: string;
  text: string;
  productId: string;
  invalid: boolean;
  onPick(product: CatalogueChoice): void;
}) {
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState({ id: initialId, title: initialId ? initialText : "" });
  const [options, setOptions] = useState<CatalogueChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId().replace(/[^\w-]/g, "")}-products`;
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (!open || query.length < 2 || query === picked.title) return;
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      fetch(`${ADMIN.quotationProducts}?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then((r) => (r.ok ? (r.json() as Promise<{ results: CatalogueChoice[] }>) : null))
        .then((body) => {
          setOptions(body?.results ?? []);
          setActive(body?.results.length ? 0 : -1);
        })
        .catch(() => undefined);
    }, WAIT_MS);
    return () => clearTimeout(timer);
  }, [text, open, picked.title]);

  const pick = (p: CatalogueChoice) => {
    setText(p.title);
    setPicked({ id: p.id, title: p.title });
    setOpen(false);
    setOptions([]);
    onPick(p);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      const choice = options[active];
      if (choice) pick(choice);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className="relative">
      <label className="block text-xs font-semibold text-slate-700">
        {label}
        <input
          name={`line-${row}-product`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid ? true : undefined}
          autoComplete="off"
          placeholder="Model, name or HSN"
          className={`w-full rounded-md border bg-white px-2 py-1.5 text-sm ${invalid ? "border-red-500" : "border-slate-300"}`}
        />
      </label>
      <input type="hidden" name={`line-${row}-productId`} value={picked.id} />
      <input type="hidden" name={`line-${row}-productTitle`} value={picked.title} />
      <div
        id={listId}
        role="listbox"
        aria-label={`Products for line ${row + 1}`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full min-w-[16rem] overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((p, i) => (
          // Keyboard use goes through the combobox (aria-activedescendant); the click is for pointers.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={p.id}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Before the input's blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(p)}
            className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50" : ""}`}
          >
            <span className="block font-medium text-slate-900">{p.title}</span>
            <span className="text-xs text-slate-600">
              {formatRupees(p.pricePaise)} · HSN {p.hsn || "—"}
              {p.rateBasisPoints !== null ? ` · GST ${p.rateBasisPoints / 100}%` : ""}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
