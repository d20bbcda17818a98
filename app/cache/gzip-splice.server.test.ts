import { randomBytes } from "node:crypto";
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipFill, gzipTemplate } from "./gzip-splice.server";

const text = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<li class="card">Pump model ${i % 37} · ₹${i * 7}</li>`,
  ).join("");

describe("gzip with holes", () => {
  it("holds no more memory than its compressed bytes", () => {
    // Ten short parts: each of zlib's own outputs would be a view of a 16 KB chunk.
    const parts = Array.from({ length: 10 }, (_, i) => Buffer.from(`<p>part ${i}</p>`));
    for (const template of [gzipTemplate(parts), gzipTemplate(parts, 24)]) {
      const held = new Set(template.deflated.map((d) => d.buffer));
      const bytes = template.deflated.reduce((n, d) => n + d.length, 0);
      const heldBytes = [...held].reduce((n, b) => n + b.byteLength, 0);
      // One buffer of the exact size, or a slice of Node's shared 8 KB pool when that small.
      expect(held.size).toBe(1);
      expect(heldBytes).toBeLessThanOrEqual(Math.max(bytes, 8 * 1024));
    }
  });

  it("decompresses to the parts joined by each response's fill, with a valid CRC and size", () => {
    const parts = ["<html><head>", text(400), '"/><script nonce="', "", text(3), "</html>"].map(
      (s) => Buffer.from(s),
    );
    for (const template of [gzipTemplate(parts), gzipTemplate(parts, 24)])
      for (let i = 0; i < 5; i++) {
        const nonce = Buffer.from(randomBytes(16).toString("base64"));
        const gz = gzipFill(template, nonce);
        if (!gz) throw new Error("a 24-byte nonce fits");
        // gunzip checks the trailer's CRC-32 and length itself.
        const out = gunzipSync(gz);
        expect(out.equals(Buffer.concat(parts.flatMap((p, j) => (j ? [nonce, p] : [p]))))).toBe(
          true,
        );
        expect(gz.readUInt32LE(gz.length - 8)).toBe(crc32(out));
      }
  });

  it("handles a single part (no holes) and empty parts", () => {
    const single = gzipFill(gzipTemplate([Buffer.from("plain")], 24), Buffer.from("x"));
    expect(single && gunzipSync(single).toString()).toBe("plain");
    const empty = gzipFill(gzipTemplate([Buffer.alloc(0), Buffer.alloc(0)]), Buffer.from("n"));
    expect(empty && gunzipSync(empty).toString()).toBe("n");
  });

  it("refuses a fill of another length than the holes were compressed for", () => {
    const template = gzipTemplate([Buffer.from("a"), Buffer.from("b")], 24);
    expect(gzipFill(template, Buffer.from("short"))).toBeNull();
  });

  it("a page with control characters is still right, compressed without dictionaries", () => {
    const parts = [Buffer.from(`x\u0001\u0002\u0003${text(5)}`), Buffer.from(text(5))];
    const template = gzipTemplate(parts, 3);
    expect(template.holeLength).toBeNull();
    const gz = gzipFill(template, Buffer.from("abc"));
    expect(
      gz &&
        gunzipSync(gz).equals(
          Buffer.concat([parts[0] as Buffer, Buffer.from("abc"), parts[1] as Buffer]),
        ),
    ).toBe(true);
  });

  it("compresses nearly as well as the whole page at once: parts refer back across holes", () => {
    const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(text(20 + i)));
    const nonce = Buffer.from("abcdefghijklmnopqrstuv==");
    const whole = gzipSync(Buffer.concat(parts.flatMap((p, i) => (i ? [nonce, p] : [p]))));
    const gz = gzipFill(gzipTemplate(parts, nonce.length), nonce);
    // About 35 bytes a hole: the stored nonce block and a flush marker.
    expect(gz?.length).toBeLessThan(whole.length * 1.1 + 40 * parts.length);
  });
});
