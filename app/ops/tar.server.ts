import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import type { Readable, Writable } from "node:stream";

/**
 * The small part of the tar format that backups need: regular files in the
 * POSIX ustar layout, so `tar -tzf` and `tar -xzf` read our archives too.
 * Written and read as streams, so archive size is not limited by memory.
 */

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/** Writes `text` into `header` at `offset`, NUL-padded to `length`. */
function field(header: Buffer, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length > length) throw new Error(`tar: "${text}" does not fit in ${length} bytes`);
  bytes.copy(header, offset);
}

function octal(header: Buffer, offset: number, length: number, value: number) {
  field(header, offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
}

/** Sizes of 8 GiB and more use GNU tar's base-256 form (high bit set). */
function size(header: Buffer, value: number) {
  if (value < 8 ** 11) return octal(header, 124, 12, value);
  header[124] = 0x80;
  let v = BigInt(value);
  for (let i = 135; i > 124; i--) {
    header[i] = Number(v & 0xffn);
    v >>= 8n;
  }
}

/** Splits a long path into ustar's prefix (155) and name (100) at a slash. */
function splitName(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: "", name: path };
  for (let i = path.lastIndexOf("/"); i > 0; i = path.lastIndexOf("/", i - 1)) {
    const prefix = path.slice(0, i);
    const name = path.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`tar: path too long: ${path}`);
}

function header(path: string, bytes: number, mode: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(path);
  field(h, 0, 100, name);
  octal(h, 100, 8, mode);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  size(h, bytes);
  octal(h, 136, 12, Math.floor(mtime.getTime() / 1000));
  h.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  h[156] = 0x30; // "0": a regular file
  field(h, 257, 6, "ustar\0");
  field(h, 263, 2, "00");
  field(h, 345, 155, prefix);
  let sum = 0;
  for (const byte of h) sum += byte;
  field(h, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return h;
}

export interface WrittenEntry {
  path: string;
  bytes: number;
  sha256: string;
}

/** Streams tar entries into `out` (e.g. a gzip stream), hashing each file as it goes. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error("tar: the output was closed");
    if (this.out.write(chunk)) return;
    // Wait for room; a stream that fails or is destroyed (it then only closes) ends the wait too.
    const out = this.out;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        out.off("drain", onDrain);
        out.off("close", onClose);
        out.off("error", settle);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => settle();
      const onClose = () => settle(new Error("tar: the output was closed"));
      out.on("drain", onDrain);
      out.on("close", onClose);
      out.on("error", settle);
    });
  }

  /** Adds a file from disk; it must not change size while being read. */
  async addFile(path: string, source: string, bytes: number, mode = 0o644): Promise<WrittenEntry> {
    await this.write(header(path, bytes, mode, new Date()));
    const hash = createHash("sha256");
    let seen = 0;
    for await (const chunk of createReadStream(source) as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > bytes) throw new Error(`tar: ${source} grew while being archived`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (seen !== bytes) throw new Error(`tar: ${source} shrank while being archived`);
    await this.pad(bytes);
    return { path, bytes, sha256: hash.digest("hex") };
  }

  async addBuffer(path: string, data: Buffer, mode = 0o644): Promise<WrittenEntry> {
    await this.write(header(path, data.length, mode, new Date()));
    await this.write(data);
    await this.pad(data.length);
    return { path, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") };
  }

  private async pad(bytes: number) {
    const rest = bytes % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  /** The end-of-archive marker; the caller ends `out`. */
  async finish(): Promise<void> {
    await this.write(ZEROS);
  }
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(input: Readable) {
    this.chunks = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.chunks.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  /** Up to `n` bytes (fewer only at the end of the stream). */
  async take(n: number): Promise<Buffer> {
    await this.fill(n);
    const all = Buffer.concat(this.buffered);
    const out = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(out.length);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** Passes `n` bytes on in pieces, without holding them all. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1))) throw new Error("tar: archive is truncated");
      const piece = await this.take(Math.min(left, this.length));
      left -= piece.length;
      yield piece;
    }
  }
}

function readString(h: Buffer, offset: number, length: number): string {
  const raw = h.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readNumber(h: Buffer, offset: number, length: number): number {
  if ((h[offset] ?? 0) & 0x80) {
    let v = BigInt((h[offset] ?? 0) & 0x7f);
    for (let i = offset + 1; i < offset + length; i++) v = (v << 8n) | BigInt(h[i] ?? 0);
    return Number(v);
  }
  const text = readString(h, offset, length).trim();
  return text ? Number.parseInt(text, 8) : 0;
}

function checksumOk(h: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (h[i] ?? 0);
  return sum === readNumber(h, 148, 8);
}

export interface TarEntry {
  path: string;
  bytes: number;
  /** "0" a regular file, "5" a folder; others are skipped by our reader. */
  type: string;
}

/**
 * Reads a tar stream; for each regular file, `open` returns where to write it
 * (a file handle) or null to skip it. Returns every file seen with its hash.
 */
export async function readTar(
  input: Readable,
  open: (entry: TarEntry) => Promise<FileHandle | null>,
): Promise<WrittenEntry[]> {
  const reader = new ByteReader(input);
  const seen: WrittenEntry[] = [];
  for (;;) {
    const h = await reader.take(BLOCK);
    if (h.length === 0) throw new Error("tar: archive has no end marker");
    if (h.length < BLOCK) throw new Error("tar: archive is truncated");
    if (h.every((b) => b === 0)) break;
    if (!checksumOk(h)) throw new Error("tar: damaged header");
    const name = readString(h, 0, 100);
    const prefix = readString(h, 345, 155);
    const path = prefix ? `${prefix}/${name}` : name;
    const bytes = readNumber(h, 124, 12);
    const type = String.fromCharCode(h[156] || 0x30);
    const padded = Math.ceil(bytes / BLOCK) * BLOCK;
    const target = type === "0" ? await open({ path, bytes, type }) : null;
    const hash = createHash("sha256");
    try {
      let left = bytes;
      for await (const piece of reader.pieces(padded)) {
        const data = piece.subarray(0, Math.max(0, Math.min(piece.length, left)));
        left -= data.length;
        if (type !== "0") continue;
        hash.update(data);
        if (target && data.length) await target.write(data);
      }
    } finally {
      await target?.close();
    }
    if (type === "0") seen.push({ path, bytes, sha256: hash.digest("hex") });
  }
  return seen;
}
