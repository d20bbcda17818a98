import { m } from "~/i18n/paraglide/messages.js";
import { DealerForm } from "./dealer-form";
import type { Refused } from "./dealer-page.server";
import { DealerSent } from "./dealer-sent";

/** /dealer: the application form, or the sent reference once after WhatsApp. */
export function DealerPage({
  page,
  refused,
}: {
  page: { reference: string | null; categories: readonly { id: number; name: string }[] };
  refused: Refused | undefined;
}) {
  const { reference, categories } = page;
  return (
    <main id="main">
      <section className="bg-brand-950 py-12 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-xs font-bold uppercase tracking-widest text-accent-300">
            {m.forms_become_dealer()}
          </p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{m.dealers_title()}</h1>
          <p className="mt-2 text-brand-100">{m.dealers_intro()}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <section className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          {reference ? (
            <DealerSent reference={reference} />
          ) : (
            // A refused post's errors, values, place and message, as the form takes them.
            <DealerForm categories={categories} {...refused} />
          )}
        </section>
      </div>
    </main>
  );
}
