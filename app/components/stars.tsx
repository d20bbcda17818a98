import { Star, StarHalf } from "lucide-react";

/** A 0–5 rating in half steps, read out as text for screen readers. */
export function Stars({
  value,
  count,
  size = "h-4 w-4",
}: {
  value: number;
  count?: number;
  size?: string;
}) {
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span className="inline-flex items-center gap-1">
      <span
        className="inline-flex text-accent-500"
        role="img"
        aria-label={`Rated ${value} out of 5`}
      >
        {Array.from({ length: 5 }, (_, i) => {
          if (i < full)
            return <Star key={i} className={`${size} fill-current`} aria-hidden="true" />;
          if (i === full && half)
            return (
              <span key={i} className={`relative ${size}`}>
                <Star className={`absolute ${size} text-slate-300`} aria-hidden="true" />
                <StarHalf className={`absolute ${size} fill-current`} aria-hidden="true" />
              </span>
            );
          return <Star key={i} className={`${size} text-slate-300`} aria-hidden="true" />;
        })}
      </span>
      {count !== undefined ? <span className="text-xs text-slate-500">({count})</span> : null}
    </span>
  );
}
