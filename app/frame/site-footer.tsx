import { telLink, whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { ADMIN } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import { Logo } from "~/ui/logo";
import { SocialIcon, type SocialNetwork } from "~/ui/social-icons";

/** Spec §2 footer links, in the spec's order within two groups. */
// Headings and labels are message functions, called at render time in the page's language.
const FOOTER_LINKS = [
  {
    heading: m.frame_footer_company,
    items: [
      { to: "/about", label: m.frame_about_us },
      { to: "/shop", label: m.frame_shop },
      { to: "/dealer", label: m.forms_become_dealer },
      { to: "/service", label: m.frame_service_link },
      { to: "/privacy", label: m.frame_privacy },
      { to: "/tandc", label: m.frame_tandc },
    ],
  },
  {
    heading: m.frame_footer_account,
    items: [
      { to: "/user", label: m.frame_my_orders },
      { to: "/sign-up", label: m.frame_sign_up },
      { to: "/sign-in", label: m.frame_sign_in },
      { to: "/cart", label: m.frame_cart },
      { to: ADMIN.dashboard, label: m.frame_admin },
    ],
  },
] as const;

const linkClass = "text-sm text-brand-100 hover:text-white hover:underline";

export function SiteFooter() {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-brand-200">
            {m.frame_maker_from({ tagline: site.tagline, city: site.city })}
            {/* The default tagline already says since when; a custom one may not. */}
            {site.tagline.includes(String(site.foundedYear))
              ? ""
              : m.frame_since({ year: site.foundedYear })}
            .
          </p>
          <div className="flex gap-3">
            {(Object.keys(site.social) as SocialNetwork[]).map((network) => (
              <a
                key={network}
                href={site.social[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={m.frame_social({
                  name: site.shortName,
                  network: `${network[0]?.toUpperCase()}${network.slice(1)}`,
                })}
                className="flex h-9 w-9 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500"
              >
                <SocialIcon network={network} className="h-4 w-4" />
              </a>
            ))}
          </div>
        </div>
        {FOOTER_LINKS.map(({ heading, items }) => (
          <nav key={heading()} aria-label={heading()}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
              {heading()}
            </h2>
            <ul className="space-y-2">
              {items.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="space-y-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">
            {m.frame_get_in_touch()}
          </h2>
          <a href={telLink(site.phone)} className={`${linkClass} flex items-center gap-2`}>
            <Icon name="phone" className="h-4 w-4" /> {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className={`${linkClass} flex items-center gap-2`}>
            <Icon name="mail" className="h-4 w-4" /> {site.email}
          </a>
          <p className="flex gap-2 text-sm text-brand-200">
            <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" /> {site.address}
          </p>
          <div className="flex flex-wrap gap-2 pt-2">
            <a
              href={localHref("/catalogue.pdf")}
              download
              className="inline-flex items-center gap-2 rounded-lg bg-accent-500 px-3 py-2 text-sm font-semibold text-brand-950 hover:bg-accent-400"
            >
              <Icon name="file-down" className="h-4 w-4" /> {m.frame_download_catalogue()}
            </a>
            <a
              href={whatsappLink(site)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-3 py-2 text-sm font-semibold text-white hover:bg-green-800"
            >
              <Icon name="message-circle" className="h-4 w-4" /> {m.frame_whatsapp_us()}
            </a>
            <Link
              to="/certificates"
              className="inline-flex items-center gap-2 rounded-lg border border-white/30 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
            >
              <Icon name="award" className="h-4 w-4" /> {m.frame_view_certificates()}
            </Link>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-brand-300 sm:flex-row sm:justify-between">
          <p>{m.frame_rights({ year, company: site.companyName })}</p>
          <p>{m.frame_gstin({ gstin: site.gstin })}</p>
        </div>
      </div>
    </footer>
  );
}
