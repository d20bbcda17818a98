import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { getProduct } from "~/catalogue/products.server";
import { localiseProduct } from "~/catalogue/translations.server";
import { formatStyleFor } from "~/config/format-style.server";
import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { derivative } from "~/media/images.server";
import type { MediaStorage } from "~/media/storage.server";
import { renderDatasheetPdf } from "./datasheet-pdf.server";
import { pdfSlots } from "./pdf-kit.server";

/**
 * Bumped when the datasheet's layout changes, so files cached by an older
 * build are not served again.
 */
const LAYOUT = 2;

export interface DatasheetFile {
  file: string;
  /** The product's English title, for the download's file name (ASCII-safe in every language). */
  title: string;
  /**
   * Names this version of the file: the product's id, its updated_at, the language, the
   * text as shown in that language (so a saved translation makes a new version), the
   * layout and the site.
   */
  version: string;
}

const short = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

const building = new Map<string, Promise<string>>();

/**
 * A product's datasheet as a file path, or null for an unknown product. Built
 * once per product version, like the catalogue PDF (catalogue-pdf-file.server.ts):
 * the file is named for the product (a hash of its id) and its updated_at,
 * which every admin save moves (typed specs, images and categories are saved
 * in the same transaction), so a change makes a new name and the older file is
 * removed once the new one is written.
 */
export async function datasheetFile(
  db: DB,
  storage: MediaStorage,
  id: string,
  options: { cacheDir: string; site: SiteDetails; baseUrl: string; locale?: Locale },
): Promise<DatasheetFile | null> {
  const english = await getProduct(db, id);
  if (!english) return null;
  const locale = options.locale ?? "en";
  const style = formatStyleFor(locale, options.site);
  // A translation's save does not move the product's updated_at: the text shown is hashed instead.
  const { product } = await localiseProduct(db, locale, english);
  const shown =
    locale === "en"
      ? ""
      : `-${short(JSON.stringify([product.title, product.specification, product.features, product.categories]))}`;
  const prefix = `datasheet-${short(product.id)}-${locale}-`;
  const settings = short(JSON.stringify([LAYOUT, options.site, options.baseUrl]));
  const version = `${prefix}${product.updatedAt}${shown}-${settings}`;
  const file = path.join(options.cacheDir, `${version}.pdf`);
  let job = building.get(file);
  if (!job) {
    job = (async () => {
      await mkdir(options.cacheDir, { recursive: true });
      const present = await readdir(options.cacheDir);
      if (present.includes(path.basename(file))) return file;
      const pdf = await pdfSlots().run(async () => {
        let image: Buffer | null = null;
        if (product.image) {
          // A damaged image leaves a placeholder rather than no datasheet.
          const d = await derivative(storage, product.image.id, "product", "jpeg").catch(
            () => null,
          );
          image = d === null ? null : typeof d === "string" ? await readFile(d) : d;
        }
        const category = product.categories[0];
        return renderDatasheetPdf({
          site: options.site,
          style,
          baseUrl: options.baseUrl,
          generatedAt: new Date(),
          product: {
            id: product.id,
            title: product.title,
            pricePaise: product.pricePaise,
            category: category ? (category.subcategory ?? category.category) : null,
            specification: product.specification,
            features: product.features,
            specs: product.specs,
            image,
          },
        });
      });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, pdf);
      await rename(tmp, file);
      // This product's older versions are of no further use.
      await Promise.all(
        present
          .filter((f) => f.startsWith(prefix) && f !== path.basename(file))
          .map((f) => unlink(path.join(options.cacheDir, f)).catch(() => undefined)),
      );
      return file;
    })().finally(() => building.delete(file));
    building.set(file, job);
  }
  return { file: await job, title: english.title, version };
}

/** "Openwell Pump 1 HP" → "Openwell-Pump-1-HP-datasheet.pdf": safe in any header or file system. */
export function datasheetFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9.]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "product"}-datasheet.pdf`;
}
