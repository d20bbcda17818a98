import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A page compressed once, with holes where each response's CSP nonce goes.
 * Each literal part is deflated on its own and sync-flushed, which leaves it
 * byte-aligned, so the parts can be joined by stored (uncompressed) blocks
 * holding the nonce: a response costs a few buffer copies and a CRC
 * combination instead of compressing the page again (docs/benchmarks.md, "Page cache").
 *
 * So that a part may still refer back to earlier text (and compress as well
 * as the whole page would), it is deflated with the text before it as a
 * preset dictionary, each hole standing in as control characters the page
 * never contains: no match can cover them, so whatever fills the holes later
 * cannot change what the references point at. That needs holes of one known
 * length; a page holding those characters is compressed without dictionaries.
 */
export interface GzipTemplate {
  /** The length every fill must have (a nonce's), or null when any length will do. */
  holeLength: number | null;
  /** Raw deflate of each literal part, sync-flushed (not final). */
  deflated: Buffer[];
  crcs: number[];
  lengths: number[];
  /** x^(8·length) mod P for each part: shifts a CRC over that many bytes (see combine). */
  shifts: number[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

// CRC-32 combination (zlib's crc32_combine, with its x2nmodp table), so the
// CRC of part + nonce + part … is made from the parts' CRCs without rereading them.
const POLY = 0xedb88320;

function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let x = b;
  for (;;) {
    if (a & m) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ POLY : x >>> 1;
  }
  return p >>> 0;
}

const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multmodp(X2N[k - 1] as number, X2N[k - 1] as number));

/** x^(n·2^k) mod P. */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  let rest = n;
  let i = k;
  while (rest > 0) {
    if (rest & 1) p = multmodp(X2N[i & 31] as number, p);
    rest = Math.floor(rest / 2);
    i++;
  }
  return p;
}

/** CRC of A followed by B, from crc(A), crc(B) and shift = x2nmodp(len(B), 3). */
function combine(crcA: number, crcB: number, shift: number): number {
  return (multmodp(shift, crcA) ^ crcB) >>> 0;
}

const WINDOW = 8 * 1024;

/**
 * The parts copied into one buffer of their exact size: zlib's sync output is
 * a view of a 16 KB chunk, so a page of ten short parts would otherwise hold
 * 160 KB for a few kilobytes (docs/benchmarks.md, "Memory").
 */
function packed(parts: Buffer[]): Buffer[] {
  const all = Buffer.concat(parts);
  let at = 0;
  return parts.map((part) => {
    const view = all.subarray(at, at + part.length);
    at += part.length;
    return view;
  });
}

/** Bytes 0x01–0x1f other than tab, LF and CR: never in our HTML, JSON or XML. */
function hasControlBytes(part: Buffer): boolean {
  for (const b of part) if (b > 0 && b < 0x20 && b !== 9 && b !== 10 && b !== 13) return true;
  return false;
}

/** A stand-in for a hole while compressing: control characters only. */
function placeholder(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => 1 + (i % 8)));
}

/**
 * Compresses the parts of a page that will be joined by fills of
 * `holeLength` bytes (any length when omitted, at some cost in size).
 */
export function gzipTemplate(
  parts: Buffer[],
  holeLength?: number,
  level = constants.Z_BEST_COMPRESSION,
): GzipTemplate {
  const linked = holeLength !== undefined && !parts.some(hasControlBytes);
  const hole = placeholder(linked ? holeLength : 0);
  let history = Buffer.alloc(0);
  const deflated = parts.map((part, i) => {
    const options = { level, finishFlush: constants.Z_SYNC_FLUSH };
    if (!linked || i === 0) return deflateRawSync(part, options);
    history = Buffer.concat([history, parts[i - 1] as Buffer, hole]).subarray(-WINDOW);
    return deflateRawSync(part, { ...options, dictionary: history });
  });
  return {
    holeLength: linked ? holeLength : null,
    deflated: packed(deflated),
    crcs: parts.map((p) => crc32(p)),
    lengths: parts.map((p) => p.length),
    shifts: parts.map((p) => x2nmodp(p.length, 3)),
  };
}

/** A stored block holding `bytes` (at most 65,535), not final. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The gzip member for the template's parts joined by `fill`; null if `fill` does not fit. */
export function gzipFill(t: GzipTemplate, fill: Buffer): Buffer | null {
  if (t.holeLength !== null && fill.length !== t.holeLength && t.deflated.length > 1) return null;
  const stored = storedBlock(fill);
  const fillCrc = crc32(fill);
  const fillShift = x2nmodp(fill.length, 3);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  t.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = combine(crc, fillCrc, fillShift);
      size += fill.length;
    }
    chunks.push(deflated);
    crc = combine(crc, t.crcs[i] as number, t.shifts[i] as number);
    size += t.lengths[i] as number;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
