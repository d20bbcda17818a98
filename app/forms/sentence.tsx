import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A catalogue sentence with elements in it ("Your reference is {reference}."):
 * the words come from the message, in the order its language puts them; each
 * named placeholder is replaced by the element given for it.
 */
export function sentence<K extends string>(
  message: (inputs: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const keys = Object.keys(parts) as K[];
  const inputs = Object.fromEntries(keys.map((k) => [k, `${MARK}${k}${MARK}`])) as Record<
    K,
    string
  >;
  const pieces = message(inputs).split(MARK);
  // Odd pieces are placeholder names; a piece's place in the sentence is its key.
  return pieces.map((piece, place) => (
    <Fragment key={`${place}:${piece}`}>{place % 2 === 1 ? parts[piece as K] : piece}</Fragment>
  ));
}
