import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * A small reading of the app's own source for the change-path tests: which
 * top-level functions each module has, what they refer to, and where imports
 * lead. Enough to find every function that commits a change and every route
 * action that reaches one, without running anything.
 */

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const COMMIT_MODULE = "app/changes/commit-change.server.ts";

const TEST_FILE = /\.test(-support)?\.tsx?$/;

/** Every non-test source file under app/, as root-relative POSIX paths. */
export function appSourceFiles(): string[] {
  return readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .map((f) => `app/${f.split(path.sep).join("/")}`)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && !TEST_FILE.test(f))
    .sort();
}

export function parse(file: string, text = readFileSync(path.join(ROOT, file), "utf8")) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
}

function scriptKind(file: string) {
  return file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** An import specifier as a root-relative path without extension, or null for a package. */
export function importTarget(from: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

/** The source file an import names (extension and index resolved), or null. */
function resolveFile(base: string, files: ReadonlySet<string>): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

export function lineOf(node: ts.Node): number {
  const source = node.getSourceFile();
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** The function or method name a call calls: `f(…)` and `x.f(…)` both give "f". */
export function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export function forEachNode(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => forEachNode(child, visit));
}

interface Fn {
  key: string;
  file: string;
  name: string;
  exported: boolean;
  /** Identifiers its body refers to (property names excluded). */
  refs: Set<string>;
}

interface Module {
  file: string;
  imports: Map<string, { file: string; name: string }>;
  reexports: Map<string, { file: string; name: string }>;
  functions: Map<string, Fn>;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function refsOf(body: ts.Node): Set<string> {
  const refs = new Set<string>();
  forEachNode(body, (node) => {
    if (!ts.isIdentifier(node)) return;
    const parent = node.parent;
    if (parent && ts.isPropertyAccessExpression(parent) && parent.name === node) return;
    refs.add(node.text);
  });
  return refs;
}

function readModule(file: string, files: ReadonlySet<string>): Module {
  const source = parse(file);
  const module: Module = { file, imports: new Map(), reexports: new Map(), functions: new Map() };
  const target = (specifier: ts.Expression) => {
    if (!ts.isStringLiteral(specifier)) return null;
    const base = importTarget(file, specifier.text);
    return base ? resolveFile(base, files) : null;
  };
  const localExports = new Set<string>();
  const addFn = (name: string, body: ts.Node, exported: boolean) =>
    module.functions.set(name, {
      key: `${file}#${name}`,
      file,
      name,
      exported,
      refs: refsOf(body),
    });
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = target(statement.moduleSpecifier);
      const named = statement.importClause?.namedBindings;
      if (!from || !named || !ts.isNamedImports(named)) continue;
      for (const el of named.elements) {
        module.imports.set(el.name.text, { file: from, name: (el.propertyName ?? el.name).text });
      }
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) continue;
      const from = statement.moduleSpecifier ? target(statement.moduleSpecifier) : null;
      for (const el of clause.elements) {
        const local = (el.propertyName ?? el.name).text;
        if (from) module.reexports.set(el.name.text, { file: from, name: local });
        else localExports.add(local);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      addFn(statement.name.text, statement.body, isExported(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (!ts.isIdentifier(d.name) || !init) continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
          addFn(d.name.text, init.body, isExported(statement));
        }
      }
    }
  }
  for (const name of localExports) {
    const fn = module.functions.get(name);
    if (fn) fn.exported = true;
  }
  return module;
}

interface SourceGraph {
  /** Exported functions that commit a change (commitChange in them or their private helpers). */
  owners: Set<string>;
  /** The owners a module's top-level function reaches, following calls across modules. */
  reachedOwners(file: string, name: string): Set<string>;
  hasFunction(file: string, name: string): boolean;
}

export function sourceGraph(): SourceGraph {
  const list = appSourceFiles();
  const files = new Set(list);
  const modules = new Map(list.map((f) => [f, readModule(f, files)]));

  const exported = (file: string, name: string, seen = new Set<string>()): Fn | null => {
    const module = modules.get(file);
    if (!module || seen.has(`${file}#${name}`)) return null;
    seen.add(`${file}#${name}`);
    const fn = module.functions.get(name);
    if (fn?.exported) return fn;
    const re = module.reexports.get(name);
    return re ? exported(re.file, re.name, seen) : null;
  };
  /** What an identifier in a function of `module` refers to, if it is a function we know. */
  const resolve = (module: Module, ref: string): Fn | null => {
    const local = module.functions.get(ref);
    if (local) return local;
    const imported = module.imports.get(ref);
    return imported ? exported(imported.file, imported.name) : null;
  };
  const commitsDirectly = (module: Module, fn: Fn) =>
    [...fn.refs].some((ref) => {
      const imported = module.imports.get(ref);
      return imported?.file === COMMIT_MODULE && imported.name === "commitChange";
    });
  const commitsLocally = (module: Module, fn: Fn, seen = new Set<string>()): boolean => {
    if (seen.has(fn.key)) return false;
    seen.add(fn.key);
    if (commitsDirectly(module, fn)) return true;
    return [...fn.refs].some((ref) => {
      const helper = module.functions.get(ref);
      return helper && !helper.exported && helper !== fn && commitsLocally(module, helper, seen);
    });
  };

  const owners = new Set<string>();
  for (const module of modules.values()) {
    if (module.file === COMMIT_MODULE) continue;
    for (const fn of module.functions.values()) {
      if (fn.exported && commitsLocally(module, fn)) owners.add(fn.key);
    }
  }

  return {
    owners,
    hasFunction: (file, name) => Boolean(modules.get(file)?.functions.has(name)),
    reachedOwners(file, name) {
      const found = new Set<string>();
      const seen = new Set<string>();
      const walk = (fn: Fn) => {
        if (seen.has(fn.key)) return;
        seen.add(fn.key);
        const module = modules.get(fn.file);
        if (!module) return;
        for (const ref of fn.refs) {
          const next = resolve(module, ref);
          if (!next || next === fn) continue;
          if (owners.has(next.key)) found.add(next.key);
          else walk(next);
        }
      };
      const start = modules.get(file)?.functions.get(name);
      if (start) walk(start);
      return found;
    },
  };
}

/** The route modules app/routes.ts names, as root-relative paths. */
export function routeModules(): string[] {
  const text = readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
  return [...text.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => `app/${m[1]}`);
}
