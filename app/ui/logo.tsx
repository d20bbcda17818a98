import { useSite } from "~/config/use-site";
import { m } from "~/i18n/paraglide/messages.js";

/** Brand mark (a water drop in a gear) and the company's short name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill={inverted ? "#ffffff" : "#1a2f6b"} />
        <path
          d="M20 7c-5 7-9 11.5-9 16a9 9 0 0 0 18 0c0-4.5-4-9-9-16z"
          fill={inverted ? "#1a2f6b" : "#ffffff"}
        />
        <path
          d="M15.5 24a4.5 4.5 0 0 0 4.5 4.5"
          stroke="#f59e0b"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="leading-tight">
        <span
          className={`block text-lg font-extrabold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}
          translate="no"
        >
          {site.shortName}
        </span>
        <span
          className={`block text-[11px] font-medium uppercase tracking-wider ${inverted ? "text-brand-200" : "text-slate-500"}`}
        >
          {m.frame_logo_tagline()}
        </span>
      </span>
    </span>
  );
}
