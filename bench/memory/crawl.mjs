// Crawls a running shop (bench/memory/run.sh): every sitemap page, datasheet, the catalogue PDF and
// every image variant the pages link, in AVIF and WebP; `conc` at a time, `rounds` times.
const base = process.argv[2];
const conc = Number(process.argv[3] ?? 4);
const rounds = Number(process.argv[4] ?? 2);
const text = async (u) => (await fetch(base + u)).text();
const sitemap = await text("/sitemap.xml");
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]).pathname + new URL(m[1]).search,
);
const urls = new Set(pages);
urls.add("/catalogue.pdf");
for (const p of pages) if (p.startsWith("/productinfo/")) urls.add(`${p}/datasheet.pdf`);
const media = new Set();
for (const p of pages) {
  const html = await text(p);
  for (const m of html.matchAll(/\/media\/[a-z0-9-]+\/[a-z0-9]{16}/g)) media.add(m[0]);
}
for (const m of media)
  for (const accept of ["image/avif,image/webp", "image/webp"]) urls.add(`${m}|${accept}`);
const list = [...urls];
console.error(`${pages.length} pages, ${media.size} media ids, ${list.length} addresses`);
const statuses = {};
for (let r = 0; r < rounds; r++) {
  let i = 0;
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (i < list.length) {
        const [u, accept] = list[i++].split("|");
        const res = await fetch(base + u, { headers: accept ? { Accept: accept } : {} });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
}
console.error(JSON.stringify(statuses));
