import type { MetaDescriptor } from "react-router";
import type { SiteDetails } from "~/config/site";
import { useSite } from "~/config/use-site";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { organizationJsonLd } from "~/seo/organization";
import { pageMeta, type SeoContext, variantImage } from "~/seo/seo";
import { ProductCard } from "~/shop/product-card";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import { HeroSlideshow } from "./hero-slideshow";
import type { HomePageData } from "./home-page.server";
import { SectionHeading } from "./section-heading";

/** The home page's meta and the organisation's structured data. */
export function homeMeta(
  ctx: SeoContext,
  site: SiteDetails,
  d: HomePageData | undefined,
): MetaDescriptor[] {
  // Shared previews show the first hero slide, else a bestseller's picture.
  const slide = d?.slides[0];
  const card = d?.bestsellers.find((p) => p.image)?.image;
  return [
    ...pageMeta(ctx, {
      title: m.home_meta_title({ company: ctx.companyName }),
      description: m.home_meta_description(),
      path: "/",
      image: slide
        ? variantImage(slide.id, "hero", ctx.companyName)
        : card
          ? variantImage(card.id, "card", ctx.companyName)
          : undefined,
    }),
    { "script:ld+json": organizationJsonLd(ctx, site) },
  ];
}

/** The home page: the hero, the promises, the categories and the bestsellers. */
export function HomePage({ page }: { page: HomePageData }) {
  const { slides, categories, bestsellers } = page;
  const site = useSite();
  return (
    <main id="main">
      <HeroSlideshow slides={slides}>
        <div className="mx-auto flex min-h-[440px] max-w-7xl flex-col justify-center px-4 py-14 sm:min-h-[520px] xl:min-h-[600px]">
          <p className="text-xs font-bold uppercase tracking-[0.25em] text-accent-400">
            {m.home_hero_eyebrow({ year: site.foundedYear, city: site.city })}
          </p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight tracking-tight text-white [text-shadow:0_2px_12px_rgb(0_0_0/0.35)] sm:text-5xl">
            {m.home_hero_title()}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{m.home_hero_text()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/shop"
              prefetch="intent"
              className="rounded-lg bg-accent-500 px-6 py-3 font-bold text-brand-950 shadow hover:bg-accent-400"
            >
              {m.home_browse()}
            </Link>
            <Link
              to="/finder"
              className="rounded-lg border border-white/40 bg-brand-950/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {m.home_finder()}
            </Link>
            <Link
              to="/contact"
              className="rounded-lg border border-white/40 bg-brand-950/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {m.home_talk()}
            </Link>
          </div>
        </div>
      </HeroSlideshow>

      <section className="border-b border-slate-200 bg-slate-50">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 text-sm lg:grid-cols-4">
          {[
            {
              key: "factory",
              icon: "factory" as const,
              title: m.home_own_title(),
              text: m.home_own_text({ city: site.city, year: site.foundedYear }),
            },
            {
              key: "tested",
              icon: "shield-check" as const,
              title: m.home_tested_title(),
              text: m.home_tested_text(),
            },
            {
              key: "certified",
              icon: "award" as const,
              title: m.home_certified_title(),
              text: m.home_certified_text(),
            },
            {
              key: "dealers",
              icon: "truck" as const,
              title: m.home_dealers_title(),
              text: m.home_dealers_text(),
            },
          ].map(({ key, icon, title, text }) => (
            <li key={key} className="flex items-start gap-3">
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
            eyebrow={m.home_range_eyebrow()}
            title={m.home_categories_title()}
            intro={m.home_categories_intro()}
          />
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/shop?category=${encodeURIComponent(c.filter)}`}
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
                    <span className="text-xs text-brand-100">
                      {m.home_ranges({ count: c.subcategories.length })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {bestsellers.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pt-14">
          <SectionHeading eyebrow={m.home_popular()} title={m.home_bestsellers()} />
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {bestsellers.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          <div className="mt-8 text-center">
            <Link to="/shop" className="font-semibold text-brand-800 hover:underline">
              {m.home_see_all()}
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
