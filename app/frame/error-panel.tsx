import { m } from "~/i18n/paraglide/messages.js";
import { REFERENCE_ATTRIBUTE } from "~/observability/request-reference";
import { Link } from "~/ui/link";

/** The body of error pages: never a stack trace, always a way on. */
export function ErrorPanel({
  title,
  message,
  status,
  reference,
  children,
}: {
  title: string;
  message: string;
  status?: number;
  /** The failed request's id, for the visitor to quote. */
  reference?: string;
  /** What stands in for the page's own content, between the message and the ways on. */
  children?: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      {status ? (
        <p className="text-sm font-bold tracking-widest text-accent-700">
          {m.frame_error_status({ status })}
        </p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      {reference ? (
        <p className="mt-3 text-sm text-slate-500" {...{ [REFERENCE_ATTRIBUTE]: reference }}>
          {m.frame_quote_reference()}{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-800">
            {reference}
          </code>
          .
        </p>
      ) : null}
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          {m.frame_go_home()}
        </Link>
        <Link
          to="/shop"
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {m.frame_browse_products()}
        </Link>
      </div>
    </main>
  );
}
