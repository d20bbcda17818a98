import { useId } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Five 20×20 stars as one path (the first absolute, the rest relative moves):
 * one small SVG per rating instead of five icon components, which made a shop
 * page of twelve cards carry 60 icons' markup.
 */
const STAR = "l2.6 6 6.4.6-4.8 4.4 1.4 6.4-5.6-3.4-5.6 3.4 1.4-6.4-4.8-4.4 6.4-.6z";
const FIVE_STARS = `M10 1${STAR}${`m20 0${STAR}`.repeat(4)}`;

const SIZES = { sm: "h-4 w-20", md: "h-5 w-25" } as const;

/** A 0–5 rating in half steps, read out as text for screen readers. */
export function Stars({
  value,
  count,
  size = "sm",
}: {
  value: number;
  count?: number;
  size?: keyof typeof SIZES;
}) {
  const clip = useId();
  const filled = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className="inline-flex items-center gap-1">
      <svg
        viewBox="0 0 100 20"
        className={SIZES[size]}
        role="img"
        aria-label={m.product_stars({ value })}
      >
        <clipPath id={clip}>
          <rect width={filled} height="20" />
        </clipPath>
        <path d={FIVE_STARS} className="fill-slate-300" />
        <path d={FIVE_STARS} className="fill-accent-500" clipPath={`url(#${clip})`} />
      </svg>
      {count !== undefined ? <span className="text-xs text-slate-500">({count})</span> : null}
    </span>
  );
}
