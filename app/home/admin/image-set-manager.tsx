import { useEffect } from "react";
import { useRouteError } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { ADMIN } from "~/http/paths";
import { toast } from "~/toasts/notify";
import type { SavedImageSet } from "../image-set-schema";
import { IMAGE_SET_TEXT, type ImageSetType } from "../image-set-schema";
import { NewSetForm } from "./new-set-form";
import { SavedSets } from "./saved-sets";

/** The home and about sets: add a set, see and change the saved ones (spec §4). */
export function ImageSetManager({
  home,
  about,
  failed,
}: {
  home: SavedImageSet[];
  about: SavedImageSet[];
  failed: boolean;
}) {
  useEffect(() => {
    if (failed) toast.error(IMAGE_SET_TEXT.fetchFailed);
  }, [failed]);
  return (
    <Page>
      <Section type="home" title="Home images" note="The newest set is the home page slideshow.">
        <SavedSets type="home" sets={home} failed={failed} />
      </Section>
      <Section type="about" title="About images" note="The newest set illustrates the about page.">
        <SavedSets type="about" sets={about} failed={failed} />
      </Section>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page images</h1>
      <div className="mt-6 space-y-10">{children}</div>
    </main>
  );
}

function Section({
  type,
  title,
  note,
  children,
}: {
  type: ImageSetType;
  title: string;
  note: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${type}-images`}
      className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${type}-images`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mb-5 mt-1 text-sm text-slate-600">{note}</p>
      <NewSetForm type={type} />
      {children}
    </section>
  );
}

/** A list that cannot be (re)loaded: the spec's toast, and a way to try again. */
export function ImageSetsError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    toast.error(IMAGE_SET_TEXT.fetchFailed);
  }, [error]);
  return (
    <Page>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{IMAGE_SET_TEXT.fetchFailed}</p>
        <a href={ADMIN.imageSets} className="mt-2 inline-block text-sm font-semibold underline">
          Try again
        </a>
      </div>
    </Page>
  );
}
