import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  appSourceFiles,
  COMMIT_MODULE,
  calleeName,
  forEachNode,
  importTarget,
  lineOf,
  parse,
  ROOT,
} from "./source-graph.test-support";

/**
 * Every change goes through commitChange (commit-change.server.ts), so "is
 * this change audited, and does the page cache hear it?" has one answer. This
 * scan of every non-test module under app/ fails when code goes around it:
 * - outside app/changes/: a call to publish() or recordAudit(), or importing them;
 * - in app/routes/, the admin (app/admin/ and each feature's admin/ folder), and in any module
 *   that uses commitChange:
 *   opening its own `.transaction()` (a write that commits without the change path);
 * - in app/routes/: writing rows directly (insertInto, updateTable, deleteFrom);
 * - in app/changes/: importing from app/admin/ or app/routes/ (changes/ is
 *   shared by admin, media, accounts and the cache; it depends on none of them).
 */

const GUARDED = new Set(["publish", "recordAudit"]);
/** The admin's frame and kit, and each feature's admin half. */
const ADMIN_CODE = /^app\/([\w-]+\/)?admin\//;
const DIRECT_WRITES = new Set(["insertInto", "updateTable", "deleteFrom"]);

function violations(file: string, text: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${file}:${lineOf(node)} ${what}`);
  const inChanges = file.startsWith("app/changes/");
  const inRoutes = file.startsWith("app/routes/");
  const imports = source.statements.filter(ts.isImportDeclaration).map((d) => ({
    node: d,
    target: importTarget(file, (d.moduleSpecifier as ts.StringLiteral).text),
  }));
  const usesCommit = imports.some((i) => i.target && `${i.target}.ts` === COMMIT_MODULE);
  const ownsTransactions =
    inRoutes || ADMIN_CODE.test(file) || (usesCommit && file !== COMMIT_MODULE);

  for (const { node, target } of imports) {
    if (!target) continue;
    if (inChanges && /^app\/(admin|routes)\//.test(target)) {
      at(node, `imports ${target}: app/changes/ must not depend on admin or routes`);
    }
    const named = node.importClause?.namedBindings;
    if (!inChanges && target.startsWith("app/changes/") && named && ts.isNamedImports(named)) {
      for (const el of named.elements) {
        const name = (el.propertyName ?? el.name).text;
        if (GUARDED.has(name)) at(el, `imports ${name}: use commitChange`);
      }
    }
  }
  forEachNode(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    if (!name) return;
    if (!inChanges && GUARDED.has(name)) at(node, `calls ${name}(): use commitChange`);
    if (
      ownsTransactions &&
      name === "transaction" &&
      ts.isPropertyAccessExpression(node.expression)
    ) {
      at(node, "opens .transaction(): use commitChange");
    }
    if (inRoutes && DIRECT_WRITES.has(name) && ts.isPropertyAccessExpression(node.expression)) {
      at(node, `calls .${name}() in a route: write through a domain change`);
    }
  });
  return found;
}

describe("one way to commit a change", () => {
  it("no module goes around commitChange", () => {
    const all = appSourceFiles().flatMap((file) =>
      violations(file, readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(all).toEqual([]);
  });

  it("the scan sees each kind of bypass (planted in memory)", () => {
    const route = `
      import { publish as announce } from "~/changes/events.server";
      import { recordAudit } from "~/changes/audit.server";
      export async function action() {
        const db = appDb();
        await db.transaction().execute(async (trx) => {
          await trx.updateTable("product").set({ title: "x" }).execute();
          await recordAudit(trx, admin, { action: "product.update" });
        });
        announce("products", admin.id);
      }`;
    expect(
      violations("app/routes/admin/planted.tsx", route).map((v) => v.split(" ").slice(1).join(" ")),
    ).toEqual([
      "imports publish: use commitChange",
      "imports recordAudit: use commitChange",
      "opens .transaction(): use commitChange",
      "calls .updateTable() in a route: write through a domain change",
      "calls recordAudit(): use commitChange",
    ]);
    const domain = `
      import { commitChange } from "~/changes/commit-change.server";
      import { publish } from "~/changes/events.server";
      export async function change(db) {
        await db.transaction().execute(async () => {});
        publish("products", "a1");
      }`;
    expect(violations("app/media/planted.server.ts", domain)).toHaveLength(3);
    const shared = `import { loader } from "~/routes/admin/audit";`;
    expect(violations("app/changes/planted.ts", shared)).toHaveLength(1);
    // Inside app/changes/ the bus and the log are the implementation, not a bypass.
    const inside = `
      import { recordAudit } from "./audit.server";
      import { publish } from "./events.server";
      export async function commit(trx) {
        await recordAudit(trx, actor, []);
        publish("products", "a1");
      }`;
    expect(violations("app/changes/planted.server.ts", inside)).toEqual([]);
  });
});
