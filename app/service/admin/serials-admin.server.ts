import type { SessionUser } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import {
  A4,
  COLOUR,
  drawQr,
  fitBox,
  pdfSlots,
  qrCode,
  renderPdf,
} from "~/documents/pdf-kit.server";
import { CsvSyntaxError, readCsv, unguardCell } from "~/format/csv";
import { indiaDay } from "~/format/india-time";
import { SERVICE_ADMIN, serialPath, serialQrPath } from "~/http/paths";
import { readSerial, serialRange } from "../serial-number";
import { readDay } from "../service-schema";

/**
 * Serial numbers from production (/admin/serials; docs/after-sales.md
 * "Serial numbers"): a CSV of lists or ranges per model — model, serial (or
 * serial and serial_to), dispatch date, dealer, and the serial a unit
 * replaces — previewed, then imported all or none, refusing duplicates and
 * unknown models with the row named; nameplate QR codes as PNG or a PDF sheet.
 */

export interface SerialImportPlan {
  rows: number;
  serials: number;
  byModel: { model: string; count: number }[];
  problems: { line: number; message: string }[];
}

/** A file's serials at most (a year's production, and then some). */
const MAX_IMPORT_SERIALS = 1_000_000;
/** Bytes of CSV at most. */
export const MAX_SERIAL_CSV_BYTES = 8 * 1024 * 1024;

interface Unit {
  serial: string;
  productId: string;
  model: string;
  dispatchedOn: string | null;
  dealerId: number | null;
  replaces: string | null;
}

const BATCH = 500;

async function planSerials(
  db: DB,
  csv: string,
  today: string,
): Promise<{ plan: SerialImportPlan; units: Unit[] }> {
  const problems: SerialImportPlan["problems"] = [];
  const empty = (p: SerialImportPlan["problems"]) => ({
    plan: { rows: 0, serials: 0, byModel: [], problems: p },
    units: [],
  });
  let table: ReturnType<typeof readCsv>;
  try {
    table = readCsv(csv);
  } catch (error) {
    return empty([
      {
        line: error instanceof CsvSyntaxError ? error.line : 1,
        message: String((error as Error).message),
      },
    ]);
  }
  const [head, ...body] = table;
  const header = (head?.cells ?? []).map((c) => c.trim().toLowerCase().replace(/\s+/g, "_"));
  const col = (name: string) => header.indexOf(name);
  for (const name of ["model", "serial"])
    if (col(name) < 0)
      problems.push({ line: head?.line ?? 1, message: `The header has no "${name}" column` });
  if (problems.length > 0) return empty(problems);

  const products = await db.selectFrom("product").select(["id", "title"]).execute();
  const productById = new Map(products.map((p) => [p.id, p]));
  const productByTitle = new Map(products.map((p) => [p.title.trim().toLowerCase(), p]));
  const dealers = await db
    .selectFrom("service_point")
    .select(["id", "name"])
    .where("kind", "in", ["dealer", "both"])
    .execute();
  const dealerById = new Map(dealers.map((d) => [String(d.id), d.id]));
  const dealerByName = new Map(dealers.map((d) => [d.name.trim().toLowerCase(), d.id]));

  const units: Unit[] = [];
  const seen = new Map<string, number>();
  const say = (line: number, message: string) => {
    if (problems.length < 100) problems.push({ line, message });
  };
  let bad = 0;
  for (const row of body) {
    const cell = (name: string) =>
      col(name) >= 0 ? unguardCell((row.cells[col(name)] ?? "").trim()) : "";
    const modelText = cell("model");
    const product = productById.get(modelText) ?? productByTitle.get(modelText.toLowerCase());
    if (!product) {
      say(
        row.line,
        `Row ${row.line}: unknown model "${modelText}" (a product's id or exact title)`,
      );
      bad++;
      continue;
    }
    const first = readSerial(cell("serial"));
    const lastText = cell("serial_to");
    const last = lastText === "" ? first : readSerial(lastText);
    if (!first || !last) {
      say(
        row.line,
        `Row ${row.line}: "${cell("serial")}${lastText ? ` to ${lastText}` : ""}" is not a serial number`,
      );
      bad++;
      continue;
    }
    const serials = first === last ? [first] : serialRange(first, last);
    if (!serials) {
      say(
        row.line,
        `Row ${row.line}: ${first} to ${last} is not a range (same prefix, same digits, at most 100,000)`,
      );
      bad++;
      continue;
    }
    const dispatchText = cell("dispatch_date");
    const dispatchedOn = dispatchText === "" ? null : readDay(dispatchText);
    if (dispatchText !== "" && (!dispatchedOn || dispatchedOn > today)) {
      say(row.line, `Row ${row.line}: dispatch date "${dispatchText}" is not a day up to today`);
      bad++;
      continue;
    }
    const dealerText = cell("dealer");
    const dealerId =
      dealerText === ""
        ? null
        : (dealerById.get(dealerText) ?? dealerByName.get(dealerText.toLowerCase()) ?? -1);
    if (dealerId === -1) {
      say(row.line, `Row ${row.line}: no dealer "${dealerText}" in the directory`);
      bad++;
      continue;
    }
    const replacesText = cell("replaces");
    const replaces = replacesText === "" ? null : readSerial(replacesText);
    if (replacesText !== "" && (!replaces || serials.length > 1)) {
      say(row.line, `Row ${row.line}: "replaces" names one serial, for one unit`);
      bad++;
      continue;
    }
    let duplicate = false;
    for (const serial of serials) {
      const earlier = seen.get(serial);
      if (earlier !== undefined) {
        say(row.line, `Row ${row.line}: ${serial} is also on row ${earlier}`);
        duplicate = true;
        break;
      }
      seen.set(serial, row.line);
    }
    if (duplicate) {
      bad++;
      continue;
    }
    for (const serial of serials)
      units.push({
        serial,
        productId: product.id,
        model: product.title,
        dispatchedOn,
        dealerId,
        replaces,
      });
    if (units.length > MAX_IMPORT_SERIALS) {
      say(row.line, "At most 1,000,000 serials a file");
      return {
        plan: { rows: body.length, serials: units.length, byModel: [], problems },
        units: [],
      };
    }
  }
  // Serials we have already: each refused with its row.
  for (let i = 0; i < units.length; i += BATCH) {
    const chunk = units.slice(i, i + BATCH).map((u) => u.serial);
    const known = await db
      .selectFrom("serial_unit")
      .select("serial")
      .where("serial", "in", chunk)
      .execute();
    for (const { serial } of known) {
      say(seen.get(serial) ?? 1, `Row ${seen.get(serial)}: ${serial} is imported already`);
      bad++;
    }
  }
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u.model, (counts.get(u.model) ?? 0) + 1);
  return {
    plan: {
      rows: body.length,
      serials: units.length,
      byModel: [...counts].map(([model, count]) => ({ model, count })),
      problems:
        bad > 0 && problems.length === 0
          ? [{ line: 1, message: "The file has problems" }]
          : problems,
    },
    units: bad > 0 ? [] : units,
  };
}

export async function previewSerialImport(db: DB, csv: string, today = indiaDay(Date.now())) {
  return (await planSerials(db, csv, today)).plan;
}

/**
 * Imports a production file, all serials or none: refused while any row has a
 * problem; one audit row names the import (how many, which models, the first
 * and last serial).
 */
export async function applySerialImport(
  db: DB,
  actor: SessionUser,
  csv: string,
  today = indiaDay(Date.now()),
): Promise<
  { ok: true; plan: SerialImportPlan } | { ok: false; plan: SerialImportPlan; message: string }
> {
  if (actor.role !== "admin")
    return {
      ok: false,
      plan: { rows: 0, serials: 0, byModel: [], problems: [] },
      message: "Only admins can import serials",
    };
  const { plan, units } = await planSerials(db, csv, today);
  if (plan.problems.length > 0 || units.length === 0)
    return {
      ok: false,
      plan,
      message:
        units.length === 0 && plan.problems.length === 0
          ? "The file has no serials"
          : "The file has problems, so nothing was imported",
    };
  await commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const now = Date.now();
    for (let i = 0; i < units.length; i += BATCH) {
      await trx
        .insertInto("serial_unit")
        .values(
          units.slice(i, i + BATCH).map((u) => ({
            serial: u.serial,
            product_id: u.productId,
            model: u.model,
            dispatched_on: u.dispatchedOn,
            dealer_id: u.dealerId,
            replaces: u.replaces,
            created_at: now,
          })),
        )
        .execute();
    }
    audit({
      action: "serial.import",
      targetType: "serial",
      targetId: `${units[0]?.serial}…${units.at(-1)?.serial}`,
      detail: `${units.length} serials`,
      after: {
        serials: units.length,
        models: plan.byModel.map((m) => `${m.model}: ${m.count}`),
        first: units[0]?.serial ?? "",
        last: units.at(-1)?.serial ?? "",
      },
    });
  });
  return { ok: true, plan };
}

/** Serials starting with `q` (or the newest), for the admin's lookup: 50 at most. */
export async function findSerials(db: DB, q: string) {
  const prefix = readSerial(q.padEnd(4, "0")) ? q.trim().toUpperCase() : "";
  let query = db
    .selectFrom("serial_unit as u")
    .leftJoin("service_point as d", "d.id", "u.dealer_id")
    .leftJoin("warranty_registration as w", "w.serial", "u.serial")
    .select([
      "u.serial",
      "u.model",
      "u.dispatched_on",
      "d.name as dealer",
      "w.ends_on",
      "w.status",
    ]);
  if (prefix)
    query = query.where("u.serial", ">=", prefix).where("u.serial", "<", `${prefix}\uffff`);
  const found = await query.orderBy("u.serial").limit(50).execute();
  const rows = found.map((r) => ({
    ...r,
    href: serialPath(r.serial),
    qrHref: serialQrPath(r.serial),
  }));
  const total = await db
    .selectFrom("serial_unit")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n), qrSheetHref: SERVICE_ADMIN.serialsQrPdf };
}

/** A nameplate's QR code: the serial's page, as a PNG for the label printer. */
export async function serialQrPng(serial: string, baseUrl: string): Promise<Buffer> {
  const { toBuffer } = await import("qrcode");
  return toBuffer(`${baseUrl}${serialPath(serial)}`, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 600,
  });
}

/** The most labels one sheet request makes. */
const MAX_QR_LABELS = 500;

/**
 * An A4 sheet of nameplate labels for a range: each a QR code to the serial's
 * page with the serial and model under it, 4 × 6 a page.
 */
export async function serialQrPdf(
  units: readonly { serial: string; model: string }[],
  baseUrl: string,
): Promise<Buffer> {
  return pdfSlots().run(() =>
    renderPdf("en", { margin: 28 }, async (doc) => {
      const [cols, rows] = [4, 6];
      const cellW = (A4.width - 56) / cols;
      const cellH = (A4.height - 56) / rows;
      for (const [i, unit] of units.entries()) {
        if (i > 0 && i % (cols * rows) === 0) doc.addPage();
        const at = i % (cols * rows);
        const x = 28 + (at % cols) * cellW;
        const y = 28 + Math.floor(at / cols) * cellH;
        const url = `${baseUrl}${serialPath(unit.serial)}`;
        drawQr(doc, await qrCode(url), url, { x: x + (cellW - 90) / 2, y: y + 6, size: 90 });
        doc
          .fillColor(COLOUR.ink)
          .fontSize(10)
          .text(unit.serial, x, y + 100, { width: cellW, align: "center" });
        doc.fillColor(COLOUR.muted).fontSize(6.5);
        const model = fitBox(doc, unit.model, { width: cellW - 8, height: 16 });
        doc.text(model, x + 4, y + 114, { width: cellW - 8, align: "center", height: 16 });
      }
      if (units.length === 0) doc.fontSize(12).text("No serials in this range.");
    }),
  );
}

/** The serials from `from` to `to` we have, in order (MAX_QR_LABELS at most). */
export async function serialsBetween(db: DB, from: string, to: string) {
  return db
    .selectFrom("serial_unit")
    .select(["serial", "model"])
    .where("serial", ">=", from)
    .where("serial", "<=", to)
    .orderBy("serial")
    .limit(MAX_QR_LABELS)
    .execute();
}
