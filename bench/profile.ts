/**
 * npm run bench -- profile: where a page render spends its CPU. The production
 * server runs without the page cache under `node --cpu-prof` while one page is
 * loaded at 50 connections; the profile is summarised by package and by
 * function (self time, idle excluded). One server run per page.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { load, SYNTHETIC_PRODUCT, startServer, syntheticShop } from "./lib";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Which part of the stack a script belongs to. */
function owner(url: string): string {
  if (!url) return "V8 / native (GC, compile, syscalls)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return "Node.js core";
  if (url.includes("/build/server/")) return "our server build (app + bundled react-router)";
  return url;
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const fns = new Map<string, number>();
  const pkgs = new Map<string, number>();
  let busy = 0;
  for (const [id, t] of self) {
    const f = byId.get(id)?.callFrame;
    if (!f || f.functionName === "(idle)" || f.functionName === "(program)") continue;
    busy += t;
    const name = `${f.functionName || "(anonymous)"} — ${owner(f.url)}${f.url ? `:${f.lineNumber + 1}` : ""}`;
    fns.set(name, (fns.get(name) ?? 0) + t);
    pkgs.set(owner(f.url), (pkgs.get(owner(f.url)) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `| ${k.replaceAll("|", "\\|")} | ${((t / busy) * 100).toFixed(1)} % |`);
  return { packages: top(pkgs, 8), functions: top(fns, 15) };
}

export async function benchProfile(): Promise<string[]> {
  const shop = await syntheticShop("profile");
  const { dir, file } = shop;
  const out: string[] = ["## Profile of a render (no page cache, 10,000 synthetic products)", ""];
  try {
    for (const page of [`/productinfo/${SYNTHETIC_PRODUCT}`, "/shop?sort=price-asc&page=7"]) {
      const profiles = path.join(dir, `profile-${out.length}`);
      const server = await startServer({ DATA_DIR: dir, DATABASE_URL: file, PAGE_CACHE_MB: "0" }, [
        "--cpu-prof",
        `--cpu-prof-dir=${profiles}`,
      ]);
      let rps = 0;
      try {
        rps = (await load(`${server.url}${page}`, {}, { pid: server.pid })).rps;
      } finally {
        await server.stop();
      }
      // The launcher writes a profile too (a tiny one): the serving process's is the largest.
      const [name] = readdirSync(profiles).sort(
        (a, b) => statSync(path.join(profiles, b)).size - statSync(path.join(profiles, a)).size,
      );
      const { packages, functions } = summarise(
        JSON.parse(readFileSync(path.join(profiles, name ?? ""), "utf8")) as Profile,
      );
      out.push(
        `### ${page} (${rps} requests/s under the profiler)`,
        "",
        "| package | share of busy CPU |",
        "| --- | --- |",
        ...packages,
        "",
        "| function (self time) | share of busy CPU |",
        "| --- | --- |",
        ...functions,
        "",
      );
    }
  } finally {
    shop.remove();
  }
  return out;
}
