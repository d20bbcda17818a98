/**
 * The layers of app/ (docs/architecture.md "Layers"): every folder is in one list. Imports point
 * down: the app (routes, the site frame, boot) composes features; features use shared layers and
 * each other without cycles; shared layers use only shared layers. layers.test.ts holds it.
 */

/** Shared layers: what every feature may use. They import no feature and nothing of the app. */
export const SHARED = [
  "accounts",
  "admin/kit",
  "cache",
  "changes",
  "config",
  "db",
  "first-paint",
  "fonts",
  "format",
  "forms",
  "http",
  "i18n",
  "media",
  "observability",
  "outbox",
  "paging",
  "runtime",
  "security",
  "seo",
  "toasts",
  "ui",
] as const;

/** Features: one concern each, with its public pages' parts, its admin half and its rules. */
export const FEATURES = [
  "alerts",
  "audit",
  "catalogue",
  "dealers",
  "documents",
  "enquiries",
  "finder",
  "gst",
  "home",
  "ops",
  "orders",
  "people",
  "places",
  "quotations",
  "search",
  "seed",
  "service",
  "shop",
] as const;

/**
 * The app: route modules, the site frame (which composes features), the admin frame (its
 * dashboard and navigation, which compose features; its kit is shared), boot (which wires them
 * together at start) and the root modules (`app/root.tsx`, `app/routes.ts` …, named "(root)").
 */
export const APP = ["routes", "frame", "admin", "boot", "(root)"] as const;

/** Not part of the running shop: test support and these scans. */
export const OUTSIDE = ["test", "guards"] as const;

export type Layer = "shared" | "feature" | "app" | "outside";

export function layerOf(folder: string): Layer | null {
  if ((SHARED as readonly string[]).includes(folder)) return "shared";
  if ((FEATURES as readonly string[]).includes(folder)) return "feature";
  if ((APP as readonly string[]).includes(folder)) return "app";
  if ((OUTSIDE as readonly string[]).includes(folder)) return "outside";
  return null;
}

/** An import from one source file to another, both as root-relative paths. */
export interface Import {
  from: string;
  to: string;
}

/**
 * The folder of app/ a file belongs to ("(root)" for the files directly in app/); the admin
 * frame's kit (`app/admin/kit/`) is a layer of its own, below the features that use it.
 */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app" || parts.length <= 2) return "(root)";
  if (parts[1] === "admin" && parts[2] === "kit" && parts.length > 3) return "admin/kit";
  return parts[1] ?? "";
}

/**
 * What breaks the layering, as lines to read: a shared layer importing a feature or the app, a
 * feature importing the app, a folder no list names, and every cycle between folders.
 */
export function layerViolations(imports: readonly Import[]): string[] {
  const found: string[] = [];
  const edges = new Map<string, Map<string, Import>>();
  for (const i of imports) {
    const from = folderOf(i.from);
    const to = folderOf(i.to);
    for (const folder of [from, to]) {
      if (layerOf(folder) === null)
        found.push(`app/${folder}/ is in no layer (app/guards/layers.ts)`);
    }
    if (from === to) continue;
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a === "outside" || b === "outside") continue;
    if (a === "shared" && (b === "feature" || b === "app")) {
      found.push(
        `${i.from} imports ${i.to}: a shared layer (${from}) imports ${b === "app" ? "the app" : "a feature"} (${to})`,
      );
    }
    if (a === "feature" && b === "app") {
      found.push(`${i.from} imports ${i.to}: a feature (${from}) imports the app (${to})`);
    }
    const out = edges.get(from) ?? new Map<string, Import>();
    if (!out.has(to)) out.set(to, i);
    edges.set(from, out);
  }
  for (const cycle of folderCycles(edges)) {
    const steps = cycle.map((folder, n) => {
      const next = cycle[(n + 1) % cycle.length] ?? folder;
      const example = edges.get(folder)?.get(next);
      return `${folder} → ${next} (${example?.from} imports ${example?.to})`;
    });
    found.push(`folders import each other in a circle: ${steps.join("; ")}`);
  }
  return [...new Set(found)];
}

/** Each circle of folders (a strongly connected group of two or more), in a stable order. */
function folderCycles(edges: Map<string, Map<string, Import>>): string[][] {
  // Tarjan's algorithm over the folder graph.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w);
        group.push(w);
        if (w === v) break;
      }
      if (group.length > 1) groups.push(orderedCycle(group, edges));
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/** One circle through a strongly connected group, from its first folder by name. */
function orderedCycle(group: string[], edges: Map<string, Map<string, Import>>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? "";
  // Breadth-first from start back to start, inside the group.
  const previous = new Map<string, string>();
  const queue = [start];
  for (let v = queue.shift(); v !== undefined; v = queue.shift()) {
    for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = previous.get(v); p !== undefined; p = previous.get(p)) path.unshift(p);
        return path;
      }
      if (!previous.has(w) && w !== start) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...group].sort();
}
