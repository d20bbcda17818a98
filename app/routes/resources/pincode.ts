import { NO_STORE, PUBLIC_DAY } from "~/http/cache-control";
import { readPin } from "~/places/pin";
import { lookupPin } from "~/places/pincode.server";
import type { Route } from "./+types/pincode";

/**
 * GET /api/pincode/:pin — the district and state of a PIN code, for forms that
 * fill them in while it is typed: `{ pin, district, state, stateCode }`;
 * 404 `{ error }` for a PIN the directory does not have, 400 for text that is
 * not a PIN (docs/places.md). The answer changes only when a deploy brings new
 * data, so shared caches may keep it. No rate limit: a lookup in memory costs
 * less than counting it would.
 */
export function loader({ params }: Route.LoaderArgs) {
  const pin = readPin(params.pin);
  if (pin === null) {
    return Response.json(
      { error: "A PIN code is 6 digits and does not start with 0." },
      { status: 400, headers: { "Cache-Control": NO_STORE } },
    );
  }
  const place = lookupPin(pin);
  if (place === null) {
    return Response.json(
      { error: `PIN code ${pin} is not in India Post's directory.` },
      { status: 404, headers: { "Cache-Control": PUBLIC_DAY } },
    );
  }
  return Response.json(place, { headers: { "Cache-Control": PUBLIC_DAY } });
}
