import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueFingerprint } from "~/catalogue/categories.server";
import { lines } from "~/catalogue/product-text";
import { specRows } from "~/catalogue/spec-display";
import { toSpecs } from "~/catalogue/specs.server";

import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import { derivative } from "~/media/images.server";
import type { MediaStorage } from "~/media/storage.server";
import { type PdfCategory, renderCataloguePdf } from "./catalogue-pdf.server";
import { pdfSlots } from "./pdf-kit.server";

async function pdfInput(db: DB, storage: MediaStorage): Promise<PdfCategory[]> {
  const rows = await db
    .selectFrom("product_category as pc")
    .innerJoin("category as c", "c.id", "pc.category_id")
    .innerJoin("product as p", "p.id", "pc.product_id")
    .leftJoin("subcategory as s", "s.id", "pc.subcategory_id")
    .leftJoin("product_image as pi", (j) =>
      j.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 1),
    )
    .select([
      "c.name as category",
      "s.name as subcategory",
      "p.id",
      "p.title",
      "p.price_paise",
      "p.specification",
      "pi.media_id",
    ])
    .orderBy("c.position")
    .orderBy("c.name")
    .orderBy("s.position")
    .orderBy("p.title")
    .execute();
  // Typed specifications in one read (the table needs no duty points).
  const specs = new Map(
    (await db.selectFrom("product_spec").selectAll().execute()).map((r) => [r.product_id, r]),
  );
  const byCategory = new Map<string, PdfCategory>();
  for (const r of rows) {
    let cat = byCategory.get(r.category);
    if (!cat) {
      cat = { name: r.category, products: [] };
      byCategory.set(r.category, cat);
    }
    let image: Buffer | null = null;
    if (r.media_id) {
      const d = await derivative(storage, r.media_id, "card", "jpeg");
      image = typeof d === "string" ? await readFile(d) : d;
    }
    cat.products.push({
      id: r.id,
      title: r.title,
      pricePaise: r.price_paise,
      specification: lines(r.specification),
      specTable: specRows(toSpecs(specs.get(r.id), [])).map(({ label, value }) => ({
        label,
        value,
      })),
      image,
      subcategory: r.subcategory ?? undefined,
    });
  }
  return [...byCategory.values()];
}

const building = new Map<string, Promise<string>>();

/**
 * The catalogue PDF as a file path, built once per catalogue version (see
 * catalogueFingerprint) and rebuilt after any product or category change.
 */
export async function cataloguePdfFile(
  db: DB,
  storage: MediaStorage,
  options: { cacheDir: string; site: SiteDetails; baseUrl: string },
): Promise<string> {
  const version = (await catalogueFingerprint(db)).replace(/[^0-9a-z-]/gi, "");
  const file = path.join(options.cacheDir, `catalogue-${version}.pdf`);
  const existing = building.get(file);
  if (existing) return existing;
  const job = (async () => {
    await mkdir(options.cacheDir, { recursive: true });
    const present = await readdir(options.cacheDir);
    if (present.includes(path.basename(file))) return file;
    const pdf = await pdfSlots().run(async () =>
      renderCataloguePdf({
        site: options.site,
        categories: await pdfInput(db, storage),
        generatedAt: new Date(),
        baseUrl: options.baseUrl,
      }),
    );
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, pdf);
    await rename(tmp, file);
    // Older versions are of no further use.
    await Promise.all(
      present
        .filter((f) => f.startsWith("catalogue-") && f !== path.basename(file))
        .map((f) => unlink(path.join(options.cacheDir, f)).catch(() => undefined)),
    );
    return file;
  })().finally(() => building.delete(file));
  building.set(file, job);
  return job;
}
