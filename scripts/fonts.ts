/**
 * npm run fonts
 *
 * Makes the committed Gujarati and Devanagari fonts from the npm packages
 * (both SIL Open Font License 1.1), so the files can be remade and checked:
 *
 * - app/fonts/*.woff2: the browser's fonts, weight 400, cut with harfbuzz
 *   (subset-font) to the script's letters, signs and digits. Shaping tables
 *   are kept for every retained letter, so conjuncts and matras still form.
 *   Each must stay ≤ 40 KB (issue 24's budget); the script refuses otherwise.
 * - app/documents/fonts/NotoSans{Gujarati,Devanagari}-{Regular,Bold}.ttf:
 *   the PDFs' fonts, whole (Latin, ₹ and the script), as pdfkit embeds only
 *   the glyphs a document uses.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import {
  FONT_SCRIPTS,
  LANGUAGE_NAME_FACES,
  NAME_FACE_BUDGET_BYTES,
  WOFF2_BUDGET_BYTES,
} from "~/fonts/font-scripts";

const require = createRequire(import.meta.url);
const packageFile = (file: string) => require.resolve(file);

const range = ([from, to]: readonly [number, number]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

for (const script of FONT_SCRIPTS) {
  const source = readFileSync(packageFile(script.woff2Source));
  // The joiners and the dotted circle (the shaper's stand-in for a lone sign) ride along.
  const text = `${script.codePoints.map(range).join("")}\u200C\u200D\u25CC`;
  const woff2 = await subsetFont(source, text, { targetFormat: "woff2" });
  if (woff2.length > WOFF2_BUDGET_BYTES) {
    throw new Error(`${script.woff2}: ${woff2.length} B, over the ${WOFF2_BUDGET_BYTES} B budget`);
  }
  writeFileSync(path.resolve("app/fonts", script.woff2), woff2);
  console.log(`app/fonts/${script.woff2}: ${woff2.length} B`);
  for (const [weight, file] of Object.entries(script.ttfSources)) {
    const target = path.resolve("app/documents/fonts", script.ttf[weight as "regular" | "bold"]);
    copyFileSync(packageFile(file), target);
    console.log(`${path.relative(process.cwd(), target)} from ${file}`);
  }
}

// The language switch's two names, each in a face of its own glyphs only.
for (const face of LANGUAGE_NAME_FACES) {
  const source = readFileSync(packageFile(face.script.woff2Source));
  const woff2 = await subsetFont(source, face.text, { targetFormat: "woff2" });
  if (woff2.length > NAME_FACE_BUDGET_BYTES) {
    throw new Error(
      `${face.woff2}: ${woff2.length} B, over the ${NAME_FACE_BUDGET_BYTES} B budget`,
    );
  }
  writeFileSync(path.resolve("app/fonts", face.woff2), woff2);
  console.log(`app/fonts/${face.woff2}: ${woff2.length} B`);
}
