import {
  type Made,
  type MakeProductOptions,
  makeProduct as makeIn,
} from "../../app/test/test-products.server";
import { withServerDb } from "./fixtures";

export type { Made };

/** Adds a product to the browser suite's server (it reads it on the next request). */
export function makeProduct(opts: MakeProductOptions): Promise<Made> {
  return withServerDb((db) => makeIn(db, opts));
}
