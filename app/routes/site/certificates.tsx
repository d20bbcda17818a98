import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { listCertificates } from "~/home/image-sets.server";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import type { Route } from "./+types/certificates";

export async function loader() {
  return data({ certificates: await listCertificates(appDb()) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.pages_certificates_title()),
    description: m.pages_certificates_description(),
    path: "/certificates",
  });
};

/** The captions of the certificates, in their order; any further one is numbered. */
const LABELS = [m.pages_certificates_iso, m.pages_certificates_bis];

const caption = (i: number) => LABELS[i]?.() ?? m.pages_certificates_numbered({ number: i + 1 });

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { certificates } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.pages_certificates_title()}</h1>
      <p className="mt-2 text-slate-600">{m.pages_certificates_intro()}</p>
      {certificates.length > 0 ? (
        <ul
          className="mt-8 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4"
          aria-label={m.pages_certificates_title()}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable
          tabIndex={0}
        >
          {certificates.map((c, i) => (
            <li key={c.id} className="w-[85%] shrink-0 snap-center sm:w-[420px]">
              <figure className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                <a href={`/media/w1280/${c.id}`} target="_blank" rel="noopener">
                  <Image
                    image={c}
                    variant="w640"
                    alt={caption(i)}
                    eager={i === 0}
                    className="h-auto w-full"
                  />
                </a>
                <figcaption className="mt-3 text-center text-sm font-semibold text-slate-800">
                  {caption(i)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-slate-600">{m.pages_certificates_none()}</p>
      )}
    </main>
  );
}
