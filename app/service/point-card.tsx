import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import type { PointCard as Card } from "./locator.server";

const action = "inline-flex items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-semibold";

/**
 * A dealer or service point as a visitor sees it: its words written by the
 * loader in the page's language (locator.server.ts), with a call, a WhatsApp
 * and a directions link, all plain links (nothing to hydrate).
 */
export function PointCardView({ card }: { card: Card }) {
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="service-point"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{card.name}</h3>
        {card.distance ? (
          <span
            className="text-sm font-semibold text-brand-800"
            data-testid="service-point-distance"
          >
            {card.distance}
          </span>
        ) : null}
      </div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{card.kind}</p>
      {card.address ? <p className="mt-2 text-sm text-slate-700">{card.address}</p> : null}
      <p className="text-sm text-slate-700">{card.place}</p>
      {card.hours ? <p className="mt-1 text-sm text-slate-600">{card.hours}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {card.call ? (
          <a href={card.call} className={`${action} border-brand-800 bg-brand-800 text-white`}>
            <Icon name="phone" className="h-4 w-4" /> {m.service_call({ phone: card.phone })}
          </a>
        ) : null}
        {card.whatsapp ? (
          <a
            href={card.whatsapp}
            className={`${action} border-green-700 text-green-800`}
            target="_blank"
            rel="noopener"
          >
            <Icon name="message-circle" className="h-4 w-4" /> {m.service_whatsapp()}
          </a>
        ) : null}
        <a
          href={card.directions}
          className={`${action} border-slate-300 text-slate-700`}
          target="_blank"
          rel="noopener"
        >
          <Icon name="map-pin" className="h-4 w-4" /> {m.service_directions()}
        </a>
      </div>
    </li>
  );
}

/** The points a page lists as schema.org data: an ItemList of LocalBusiness (none: nothing). */
export function pointsJsonLd(cards: readonly Card[]) {
  return cards.length === 0
    ? []
    : [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "ItemList",
            itemListElement: cards.map((card, i) => ({
              "@type": "ListItem",
              position: i + 1,
              item: card.jsonLd,
            })),
          },
        },
      ];
}
