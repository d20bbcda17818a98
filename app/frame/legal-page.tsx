import { type ReactNode, useId } from "react";
import { type MetaFunction, useLocation } from "react-router";
import { type SiteDetails, telLink, whatsappLink } from "~/config/site";
import { splitLocale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";

/** A legal page's meta: its title and description in the page's language, and its address. */
export function legalPageMeta(
  title: () => string,
  description: (values: { site: string }) => string,
  path: string,
): MetaFunction {
  return ({ matches }) => {
    const ctx = seoContext(matches);
    return pageMeta(ctx, {
      title: pageTitle(ctx, title()),
      description: description({ site: ctx.siteName }),
      path,
    });
  };
}

/** Date shown on every legal page; change it whenever the policies change. */
const LAST_UPDATED = "10/6/2024";

/** Class for inline links inside legal text. */
export const legalLinkClass =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700";

/** Class for bulleted lists inside legal text. */
export const legalListClass = "list-disc space-y-2 pl-6 marker:text-brand-600";

/** A bulleted list of plain sentences inside legal text. */
export function LegalList({ items }: { items: string[] }) {
  return (
    <ul className={legalListClass}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface LegalPageProps {
  title: string;
  /** Short lead text under the title. */
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
}

/**
 * Page frame for legal text: the page's only h1, the policy date and the body.
 * A translated page says, in one line with a link to the English page, that the
 * English version governs.
 */
export function LegalPage({ title, intro, updated = LAST_UPDATED, children }: LegalPageProps) {
  const { locale, path } = splitLocale(useLocation().pathname);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-accent-500" />
        <p className="mt-4 text-sm font-medium text-slate-600">
          {m.pages_legal_last_updated({ date: updated })}
        </p>
        {locale === "en" ? null : (
          <p className="mt-2 text-sm text-slate-600">
            <span>{m.pages_legal_english_governs()}</span>{" "}
            <a href={path} hrefLang="en" lang="en" className={legalLinkClass}>
              {m.pages_legal_read_english()}
            </a>
          </p>
        )}
        {intro ? (
          <div className="mt-4 space-y-3 leading-relaxed text-slate-700">{intro}</div>
        ) : null}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </main>
  );
}

interface LegalPartProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A major part of a page (h2) that can be linked to with #id. */
export function LegalPart({ id, title, children }: LegalPartProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-t border-slate-200 pt-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

interface LegalSectionProps {
  title: string;
  /** Shown before the title, e.g. "3." */
  number?: number;
  id?: string;
  /** h2 for a top-level section, h3 inside a LegalPart. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A (optionally numbered) section of legal text. */
export function LegalSection({ title, number, id, level = 2, children }: LegalSectionProps) {
  const autoId = useId();
  const headingId = id ? `${id}-heading` : autoId;
  const Heading = level === 2 ? "h2" : "h3";
  const headingClass =
    level === 2
      ? "text-xl font-semibold text-slate-900 sm:text-2xl"
      : "text-lg font-semibold text-slate-900 sm:text-xl";
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Heading id={headingId} className={headingClass}>
        {number !== undefined ? <span className="text-brand-700">{number}.</span> : null}
        {number !== undefined ? " " : null}
        {title}
      </Heading>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Company contact card: name, address, phone, WhatsApp, e-mail and GSTIN. */
export function LegalContact({ site }: { site: SiteDetails }) {
  const termClass = "text-sm font-semibold text-slate-900";
  const detailClass = "mb-2 break-words text-slate-700 sm:mb-0";
  return (
    <address className="rounded-lg border border-slate-200 bg-brand-50 p-5 not-italic sm:p-6">
      <p className="font-semibold text-slate-900" translate="no">
        {site.companyName}
      </p>
      <dl className="mt-3 grid gap-x-6 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <dt className={termClass}>{m.pages_legal_address()}</dt>
        <dd className={detailClass}>{site.address}</dd>
        <dt className={termClass}>{m.pages_legal_phone()}</dt>
        <dd className={detailClass}>
          <a href={telLink(site.phone)} className={legalLinkClass} translate="no">
            {site.phone}
          </a>
        </dd>
        <dt className={termClass}>{m.pages_legal_whatsapp()}</dt>
        <dd className={detailClass}>
          <a href={whatsappLink(site)} className={legalLinkClass}>
            {m.pages_legal_whatsapp_link()}
          </a>
        </dd>
        <dt className={termClass}>{m.pages_legal_email()}</dt>
        <dd className={detailClass}>
          <a href={`mailto:${site.email}`} className={legalLinkClass} translate="no">
            {site.email}
          </a>
        </dd>
        <dt className={termClass}>{m.pages_legal_gstin()}</dt>
        <dd className={`${detailClass} font-mono tracking-wide`} translate="no">
          {site.gstin}
        </dd>
      </dl>
    </address>
  );
}
