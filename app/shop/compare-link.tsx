import { type ReactNode, useEffect, useState } from "react";
import { addToCompareHref } from "~/shop/compare";
import { Link } from "~/ui/link";

/**
 * The comparison a visitor last looked at, kept for this tab (a new tab opened
 * from the page gets a copy), so Compare on another product adds to it instead
 * of starting over. Only ids that /compare itself showed are kept.
 */
const KEY = "compareIds";

export function rememberComparison(ids: readonly string[]): void {
  try {
    if (ids.length > 0) sessionStorage.setItem(KEY, JSON.stringify(ids));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private modes, policies): Compare then starts a new comparison.
  }
}

function rememberedComparison(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A product's Compare link. Rendered on the server (and without JavaScript) as
 * a comparison of this product alone; once the page runs, it points at the
 * remembered comparison with this product added.
 */
export function CompareLink({
  id,
  className,
  label,
  children,
}: {
  id: string;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<readonly string[]>([]);
  useEffect(() => {
    // Nothing remembered (a first visit): the server's link stands, and no card re-renders.
    const remembered = rememberedComparison();
    if (remembered.length > 0) setCurrent(remembered);
  }, []);
  return (
    <Link
      to={addToCompareHref(current, id)}
      className={className}
      aria-label={label}
      // With a comparison remembered, a tap before the scripts run waits for this link to include it.
      data-replay-when={KEY}
    >
      {children}
    </Link>
  );
}
