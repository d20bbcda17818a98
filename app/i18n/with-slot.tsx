import { Fragment, type ReactNode } from "react";

/** The marker a message is given where an element goes (see withSlot). */
export const SLOT = "\u0000";

/**
 * A message with an element inside it, wherever the language puts it:
 * `withSlot(m.shop_showing_results_for({ query: SLOT }), <strong>…</strong>)`
 * gives "Showing results for <strong>…</strong>" in English and
 * "<strong>…</strong> માટેનાં પરિણામ…" in Gujarati.
 */
export function withSlot(text: string, element: ReactNode): ReactNode {
  const [before = "", ...rest] = text.split(SLOT);
  return (
    <Fragment>
      {before}
      {element}
      {rest.join("")}
    </Fragment>
  );
}
