import { useEffect, useState } from "react";
import type { MetaDescriptor } from "react-router";
import { useSite } from "~/config/use-site";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import type { ImageRef } from "~/media/image-ref";
import { pageMeta, pageTitle, type SeoContext, variantImage } from "~/seo/seo";
import { toast } from "~/toasts/notify";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { AboutPageData } from "./about-page.server";
import { SectionHeading } from "./section-heading";

/** The about page's title, description and address; shared previews show its first picture. */
export function aboutMeta(ctx: SeoContext, d: AboutPageData | undefined): MetaDescriptor[] {
  const image = d?.images[0];
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.pages_about_title()),
    description: m.pages_about_description(),
    path: "/about",
    image: image ? variantImage(image.id, "about", ctx.companyName) : undefined,
  });
}

/** Names as the people write them; role and note are messages, read at render time. */
const TEAM = [
  {
    name: "Rameshbhai Patel",
    role: m.pages_about_role_founder,
    note: m.pages_about_note_founder,
  },
  {
    name: "Hetal Patel",
    role: m.pages_about_role_operations,
    note: m.pages_about_note_operations,
  },
  {
    name: "Jignesh Vora",
    role: m.pages_about_role_quality,
    note: m.pages_about_note_quality,
  },
  {
    name: "Mehul Chauhan",
    role: m.pages_about_role_service,
    note: m.pages_about_note_service,
  },
];

const MISSION = [
  m.pages_about_mission_1,
  m.pages_about_mission_2,
  m.pages_about_mission_3,
  m.pages_about_mission_4,
];

/** Two figures side by side in one column of the two-column layout. */
const HALF = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, calc(50vw - 1.5rem)";

function Figure({
  image,
  alt,
  className = "",
  sizes = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 2rem)",
}: {
  image: ImageRef | undefined;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  if (!image) return null;
  return (
    <Image
      image={image}
      variant="about"
      alt={alt}
      sizes={sizes}
      className={`h-auto w-full rounded-2xl object-cover shadow-md ${className}`}
    />
  );
}

/** The about page: the story, the mission, the range, the factory (with its video) and the team. */
export function AboutPage({ page }: { page: AboutPageData }) {
  const { images, imagesFailed, categories } = page;
  const site = useSite();
  useEffect(() => {
    if (imagesFailed) toast.error(m.pages_about_images_failed());
  }, [imagesFailed]);
  const years = new Date().getFullYear() - site.foundedYear;
  return (
    <main id="main">
      <section className="bg-brand-950 py-14 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <p className="text-xs font-bold uppercase tracking-[0.25em] text-accent-400">
            {m.pages_about_title()}
          </p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">
            {m.pages_about_heading({ years })}
          </h1>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            eyebrow={m.pages_about_story()}
            title={m.pages_about_story_title({ city: site.city })}
          />
          <div className="space-y-4 leading-relaxed text-slate-700">
            <p>
              {m.pages_about_story_1({
                company: site.companyName,
                year: site.foundedYear,
                city: site.city,
              })}
            </p>
            <p>{m.pages_about_story_2()}</p>
          </div>
        </div>
        <Figure image={images[0]} alt={m.pages_about_alt_factory()} />
      </section>

      <section className="bg-slate-50 py-14">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <Figure image={images[1]} alt={m.pages_about_alt_assembly()} className="lg:order-first" />
          <div>
            <SectionHeading
              eyebrow={m.pages_about_mission()}
              title={m.pages_about_mission_title()}
            />
            <ul className="space-y-3 text-slate-700">
              {MISSION.map((message) => message()).map((line) => (
                <li key={line} className="flex gap-3">
                  <span
                    className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500"
                    aria-hidden="true"
                  />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading
          eyebrow={m.pages_about_products()}
          title={m.pages_about_products_title()}
          intro={m.pages_about_products_intro()}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.name} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-bold text-slate-900">
                <Link
                  to={`/shop?category=${encodeURIComponent(c.name)}`}
                  className="hover:text-brand-800"
                >
                  {c.label}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{c.subcategories.join(" · ")}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-14">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionHeading
              eyebrow={m.pages_about_factory()}
              title={m.pages_about_factory_title()}
            />
            <p className="leading-relaxed text-slate-700">{m.pages_about_factory_text()}</p>
            <div className="mt-6 grid grid-cols-2 gap-4">
              <Figure image={images[2]} alt={m.pages_about_alt_testing()} sizes={HALF} />
              <Figure image={images[4]} alt={m.pages_about_alt_dispatch()} sizes={HALF} />
            </div>
          </div>
          <LazyVideo poster={images[3] ?? images[0]} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading eyebrow={m.pages_about_team()} title={m.pages_about_team_title()} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name} className="rounded-xl border border-slate-200 p-5 text-center">
              <span
                className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-800 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {person.name
                  .split(" ")
                  .map((w) => w[0])
                  .join("")}
              </span>
              <h3 className="mt-3 font-bold text-slate-900" translate="no">
                {person.name}
              </h3>
              <p className="text-sm font-medium text-accent-700">{person.role()}</p>
              <p className="mt-2 text-sm text-slate-600">{person.note()}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The video embed loads only when played: no third-party request before a click. */
function LazyVideo({ poster }: { poster: ImageRef | undefined }) {
  const site = useSite();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-lg">
      {playing ? (
        <iframe
          title={m.pages_about_video_title()}
          src={`${site.videoUrl}?autoplay=1`}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0"
          aria-label={m.pages_about_video_play()}
        >
          {poster ? (
            <Image
              image={poster}
              variant="about"
              alt=""
              className="h-full w-full object-cover opacity-80"
            />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-500 text-brand-950 shadow-xl transition group-hover:scale-110">
              <Icon name="play" className="ml-1 h-8 w-8" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
