import { data } from "react-router";
import { listCategories } from "~/catalogue/categories.server";
import { listBestsellers } from "~/catalogue/products.server";
import { Icon } from "~/components/icon";
import { Image } from "~/components/image";
import { Link } from "~/components/link";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { heroSlidesFrom } from "~/home/hero-rules";
import { HeroSlideshow } from "~/home/hero-slideshow";
import { newestImageSet } from "~/home/image-sets.server";
import { SectionHeading } from "~/home/section-heading";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { organizationJsonLd, pageMeta, rootSite, seoContext, variantImage } from "~/seo/seo";
import { ProductCard } from "~/shop/product-card";
import type { Route } from "./+types/home";

export async function loader() {
  const db = appDb();
  const [homeImages, categories, bestsellers] = await Promise.all([
    newestImageSet(db, "home"),
    listCategories(db),
    listBestsellers(db, 8),
  ]);
  return data(
    { slides: heroSlidesFrom(homeImages), categories, bestsellers },
    { headers: { "Cache-Control": PUBLIC_FRESH } },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  // Shared previews show the first hero slide, else a bestseller's picture.
  const slide = d?.slides[0];
  const card = d?.bestsellers.find((p) => p.image)?.image;
  return [
    ...pageMeta(ctx, {
      title: `${ctx.companyName} | Pumps, Motors & Power Tools from Rajkot, Gujarat`,
      description:
        "Submersible, openwell, monoblock and agricultural pumps, electric motors and power tools, made in Rajkot, Gujarat since 2010. Browse the catalogue and ask for a quote.",
      path: "/",
      image: slide
        ? variantImage(slide.id, "hero", ctx.companyName)
        : card
          ? variantImage(card.id, "card", ctx.companyName)
          : undefined,
    }),
    { "script:ld+json": organizationJsonLd(ctx, rootSite(matches)) },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, categories, bestsellers } = loaderData;
  const site = useSite();
  return (
    <main id="main">
      <HeroSlideshow slides={slides}>
        <div className="mx-auto flex min-h-[440px] max-w-7xl flex-col justify-center px-4 py-14 sm:min-h-[520px] xl:min-h-[600px]">
          <p className="text-xs font-bold uppercase tracking-[0.25em] text-accent-400">
            Since {site.foundedYear} · {site.city}, Gujarat
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight tracking-tight text-white [text-shadow:0_2px_12px_rgb(0_0_0/0.35)] sm:text-5xl">
            Pumps, motors and power tools built to run for years
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Borewell submersibles, openwell and monoblock pumps, motors and tools for farms, homes
            and industry — tested in our own bay before they leave the factory.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/shop"
              prefetch="intent"
              className="rounded-lg bg-accent-500 px-6 py-3 font-bold text-brand-950 shadow hover:bg-accent-400"
            >
              Browse the catalogue
            </Link>
            <Link
              to="/finder"
              className="rounded-lg border border-white/40 bg-brand-950/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Find a pump by head and flow
            </Link>
            <Link
              to="/contact"
              className="rounded-lg border border-white/40 bg-brand-950/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Talk to our team
            </Link>
          </div>
        </div>
      </HeroSlideshow>

      <section className="border-b border-slate-200 bg-slate-50">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 text-sm lg:grid-cols-4">
          {[
            {
              icon: "factory" as const,
              title: "Own manufacturing",
              text: `Made in ${site.city} since ${site.foundedYear}`,
            },
            {
              icon: "shield-check" as const,
              title: "Tested every unit",
              text: "Head, flow and insulation checked",
            },
            {
              icon: "award" as const,
              title: "Certified quality",
              text: "ISO 9001:2015 and BIS marked ranges",
            },
            {
              icon: "truck" as const,
              title: "Dealer network",
              text: "Supply across Gujarat and India",
            },
          ].map(({ icon, title, text }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon
                name={icon}
                className="mt-0.5 h-6 w-6 shrink-0 text-brand-700"
                aria-hidden="true"
              />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {categories.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pt-14">
          <SectionHeading
            eyebrow="Our range"
            title="Featured categories"
            intro="Find the right pump, motor or tool for the job."
          />
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/shop?category=${encodeURIComponent(c.name)}`}
                  prefetch="intent"
                  className="group relative block overflow-hidden rounded-xl bg-slate-100 shadow-sm"
                >
                  {c.image ? (
                    <Image
                      image={c.image}
                      variant="category"
                      alt=""
                      sizes="(min-width: 1280px) 405px, (min-width: 768px) 33vw, 50vw"
                      className="aspect-[3/2] h-auto w-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  ) : (
                    <div className="aspect-[3/2]" />
                  )}
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 to-transparent p-3 pt-10">
                    <span className="block text-base font-bold text-white sm:text-lg">
                      {c.name}
                    </span>
                    <span className="text-xs text-brand-100">{c.subcategories.length} ranges</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {bestsellers.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pt-14">
          <SectionHeading eyebrow="Popular" title="Bestselling products" />
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {bestsellers.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          <div className="mt-8 text-center">
            <Link to="/shop" className="font-semibold text-brand-800 hover:underline">
              See all products →
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
