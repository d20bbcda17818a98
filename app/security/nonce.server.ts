import { randomBytes } from "node:crypto";

let pool = Buffer.alloc(0);
let taken = 0;

/**
 * A fresh CSP nonce: 16 bytes from the CSPRNG, taken from a pool refilled 4 KB
 * at a time (one randomBytes call per request costs more than a cached page).
 */
export function newNonce(): string {
  if (taken + 16 > pool.length) {
    pool = randomBytes(4096);
    taken = 0;
  }
  taken += 16;
  return pool.toString("base64", taken - 16, taken);
}
