import { useRef } from "react";
import { useLocation } from "react-router";

/**
 * A form's React key: each new page (a saved change's redirect, a link) gives the form fresh
 * fields from its loader, while a refused post keeps the fields as they are, with whatever was
 * typed while the answer was on its way. Keyed by the location alone, a refusal remounted the
 * form from the posted values when its answer arrived, and a correction typed meanwhile (a slow
 * network, a busy machine) was lost and posted wrong again.
 */
export function useFormKey(refused: boolean): string {
  const { key } = useLocation();
  const kept = useRef(key);
  if (!refused) kept.current = key;
  return kept.current;
}
