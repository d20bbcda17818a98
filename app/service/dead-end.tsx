import { SERVICE } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";

/** An after-sales page with nothing to show (a serial misread, a status link unknown): why, and the way back to the service page. */
export function ServiceDeadEnd({
  title,
  body,
  centred = false,
}: {
  title: string;
  body: string;
  centred?: boolean;
}) {
  return (
    <main id="main" className={`mx-auto max-w-3xl px-4 py-10 ${centred ? "text-center" : ""}`}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{body}</p>
      <Link
        to={SERVICE.locator}
        className="mt-4 inline-block font-semibold text-brand-800 underline"
      >
        {m.service_title()}
      </Link>
    </main>
  );
}
