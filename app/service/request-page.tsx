import { m } from "~/i18n/paraglide/messages.js";
import { RequestForm } from "./request-form";
import type { Refused, RequestField } from "./service-fields";
import type { RequestFormStart } from "./service-requests.server";

/**
 * A service request (/service/request, and under /gu and /hi;
 * docs/after-sales.md "Service requests"): the form, which posts to the page;
 * after a refusal, the messages beside the fields and what was typed.
 */
export function RequestPage({
  data,
  refused,
}: {
  data: RequestFormStart;
  refused?: Refused<RequestField>;
}) {
  return (
    <main id="main">
      <section className="bg-brand-950 py-10 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{m.service_request_title()}</h1>
          <p className="mt-2 text-brand-100">{m.service_request_intro()}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <section className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6">
          <RequestForm
            submission={data.submission}
            models={data.models}
            errors={refused?.errors}
            values={refused?.values ?? { serial: data.serial }}
            formError={refused?.formError}
          />
        </section>
      </div>
    </main>
  );
}
