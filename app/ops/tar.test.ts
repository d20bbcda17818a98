import { spawnSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { readTar, TarWriter } from "./tar.server";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dir() {
  const d = mkdtempSync(path.join(tmpdir(), "storefront-tar-"));
  dirs.push(d);
  return d;
}

async function writeArchive(file: string, entries: [string, Buffer][]) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  const tar = new TarWriter(gzip);
  const written = [];
  for (const [name, data] of entries) written.push(await tar.addBuffer(name, data));
  await tar.finish();
  gzip.end();
  await done;
  return written;
}

describe("tar archives", () => {
  const long = `backup/${"deep/".repeat(25)}file.bin`; // over ustar's 100-byte name field
  const entries: [string, Buffer][] = [
    ["backup/empty.txt", Buffer.alloc(0)],
    ["backup/one-block.bin", Buffer.alloc(512, 7)],
    ["backup/odd.bin", Buffer.from(Array.from({ length: 70_001 }, (_, i) => i % 251))],
    [long, Buffer.from("long path")],
  ];

  it("reads back every file, byte for byte, with the hashes written", async () => {
    const d = dir();
    const file = path.join(d, "a.tar.gz");
    const written = await writeArchive(file, entries);
    const out = path.join(d, "out");
    const seen = await readTar(createReadStream(file).pipe(createGunzip()), async (entry) => {
      const target = path.join(out, String(entries.findIndex(([n]) => n === entry.path)));
      await import("node:fs/promises").then((fs) => fs.mkdir(out, { recursive: true }));
      return open(target, "w");
    });
    expect(seen).toEqual(written);
    entries.forEach(([, data], i) => {
      expect(readFileSync(path.join(out, String(i)))).toEqual(data);
    });
  });

  it("is a tar.gz the system's tar lists and unpacks", async () => {
    const d = dir();
    const file = path.join(d, "a.tar.gz");
    await writeArchive(file, entries);
    const list = spawnSync("tar", ["-tzf", file], { encoding: "utf8" });
    if (list.error) return; // no tar on this machine: nothing to compare with
    expect(list.stdout.trim().split("\n")).toEqual(entries.map(([n]) => n));
    expect(spawnSync("tar", ["-xzf", file, "-C", d]).status).toBe(0);
    expect(readFileSync(path.join(d, "backup/odd.bin"))).toEqual(entries[2]?.[1]);
  });

  it("refuses a damaged header and a truncated archive", async () => {
    const d = dir();
    const file = path.join(d, "a.tar.gz");
    await writeArchive(file, entries);
    const plain = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      createReadStream(file)
        .pipe(createGunzip())
        .on("data", (c: Buffer) => chunks.push(c))
        .on("end", () => resolve(Buffer.concat(chunks)))
        .on("error", reject);
    });
    const read = (bytes: Buffer) => {
      const f = path.join(d, `x-${Math.random()}.tar`);
      writeFileSync(f, bytes);
      return readTar(createReadStream(f), async () => null);
    };
    const damaged = Buffer.from(plain);
    damaged[5] = (damaged[5] ?? 0) ^ 0xff; // inside the first file's name
    await expect(read(damaged)).rejects.toThrow(/damaged header/);
    await expect(read(plain.subarray(0, 2048))).rejects.toThrow(/truncated|no end marker/);
  });
});
