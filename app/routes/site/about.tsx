import { useEffect, useState } from "react";
import { data } from "react-router";
import { listCategories } from "~/catalogue/categories.server";
import type { ImageRef } from "~/catalogue/types";
import { Icon } from "~/components/icon";
import { Image } from "~/components/image";
import { Link } from "~/components/link";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { newestImageSetOrFailure } from "~/home/image-sets.server";
import { SectionHeading } from "~/home/section-heading";
import { catalogueHeaders, NO_STORE, PUBLIC_FRESH } from "~/http/cache-control";
import { pageMeta, pageTitle, seoContext, variantImage } from "~/seo/seo";
import { toast } from "~/toasts/notify";
import type { Route } from "./+types/about";

export async function loader() {
  const db = appDb();
  const [about, categories] = await Promise.all([
    newestImageSetOrFailure(db, "about"),
    listCategories(db),
  ]);
  return data(
    {
      images: about.images,
      imagesFailed: about.failed,
      categories: categories.map((c) => ({
        name: c.name,
        subcategories: c.subcategories.map((s) => s.name),
      })),
    },
    {
      headers: {
        "Cache-Control": about.failed ? NO_STORE : PUBLIC_FRESH,
      },
    },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  const image = d?.images[0];
  return pageMeta(ctx, {
    title: pageTitle(ctx, "About us"),
    description:
      "Our story, mission, products and team: a Rajkot pump and motor manufacturer since 2010.",
    path: "/about",
    image: image ? variantImage(image.id, "about", ctx.companyName) : undefined,
  });
};

const TEAM = [
  {
    name: "Rameshbhai Patel",
    role: "Founder & Managing Director",
    note: "Pump engineer with 30 years in Rajkot's foundry and pump industry.",
  },
  {
    name: "Hetal Patel",
    role: "Director, Operations",
    note: "Runs production planning, purchasing and our dealer network.",
  },
  {
    name: "Jignesh Vora",
    role: "Head of Quality",
    note: "Leads the test bay and our ISO 9001 quality system.",
  },
  {
    name: "Mehul Chauhan",
    role: "Service & Support",
    note: "Keeps farmers and contractors running with spares and field service.",
  },
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

export default function About({ loaderData }: Route.ComponentProps) {
  const { images, imagesFailed, categories } = loaderData;
  const site = useSite();
  useEffect(() => {
    if (imagesFailed) toast.error("Failed to fetch about images");
  }, [imagesFailed]);
  const years = new Date().getFullYear() - site.foundedYear;
  return (
    <main id="main">
      <section className="bg-brand-950 py-14 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <p className="text-xs font-bold uppercase tracking-[0.25em] text-accent-400">About us</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">
            {years}+ years of building pumps that farmers and factories rely on
          </h1>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            eyebrow="Our story"
            title={`From a small workshop to a ${site.city} factory`}
          />
          <div className="space-y-4 leading-relaxed text-slate-700">
            <p>
              {site.companyName} began in {site.foundedYear} as a rewinding and repair workshop in{" "}
              {site.city}, the heart of Gujarat's pump and engineering industry. Farmers kept
              bringing us pumps that had failed too early, and we learned exactly where cheaper
              pumps cut corners.
            </p>
            <p>
              In 2013 we built our first openwell pump, and by 2016 we were making borewell
              submersibles with our own stampings, windings and stainless-steel stages. Today our
              plant at GIDC Metoda machines, winds, assembles and tests every pump and motor under
              one roof, and our dealers supply them across Gujarat, Maharashtra, Rajasthan and
              Madhya Pradesh.
            </p>
          </div>
        </div>
        <Figure image={images[0]} alt="Our factory in Rajkot" />
      </section>

      <section className="bg-slate-50 py-14">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <Figure image={images[1]} alt="Assembly line" className="lg:order-first" />
          <div>
            <SectionHeading eyebrow="Our mission" title="Honest pumps, tested before they leave" />
            <ul className="space-y-3 text-slate-700">
              {[
                "Make pumps and motors that deliver their rated head and flow, every unit tested on our bay.",
                "Use copper windings, quality bearings and corrosion-resistant parts, because a failed pump costs a farmer a crop.",
                "Price fairly and quote clearly, with GST shown and no surprises.",
                "Stand behind our products with spares and service through our dealers.",
              ].map((line) => (
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
          eyebrow="Our products"
          title="What we make"
          intro="Every range is designed, built and tested in Rajkot."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.name} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-bold text-slate-900">
                <Link
                  to={`/shop?category=${encodeURIComponent(c.name)}`}
                  className="hover:text-brand-800"
                >
                  {c.name}
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
            <SectionHeading eyebrow="Inside the factory" title="See how we build and test" />
            <p className="leading-relaxed text-slate-700">
              A short walk through our machine shop, winding section, assembly line and test bay,
              where each pump runs against its rated head and discharge before it is packed.
            </p>
            <div className="mt-6 grid grid-cols-2 gap-4">
              <Figure image={images[2]} alt="Testing bay" sizes={HALF} />
              <Figure image={images[4]} alt="Dispatch" sizes={HALF} />
            </div>
          </div>
          <LazyVideo poster={images[3] ?? images[0]} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading eyebrow="Our team" title="The people behind the pumps" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((m) => (
            <li key={m.name} className="rounded-xl border border-slate-200 p-5 text-center">
              <span
                className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-800 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {m.name
                  .split(" ")
                  .map((w) => w[0])
                  .join("")}
              </span>
              <h3 className="mt-3 font-bold text-slate-900">{m.name}</h3>
              <p className="text-sm font-medium text-accent-700">{m.role}</p>
              <p className="mt-2 text-sm text-slate-600">{m.note}</p>
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
          title="Factory tour video"
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
          aria-label="Play the factory tour video"
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
