import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { appDb } from "~/db/db.server";
import { NewSetForm } from "~/home/admin/new-set-form";
import { SavedSets } from "~/home/admin/saved-sets";
import { IMAGE_SET_TEXT, type ImageSetType, imageSetActionSchema } from "~/home/image-set-schema";
import {
  addImageSet,
  changeImageSetSlot,
  listImageSets,
  removeImageSet,
} from "~/home/image-sets.server";
import { ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { toast } from "~/toasts/notify";
import type { Route } from "./+types/image-sets";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = appDb();
  try {
    const [home, about] = await Promise.all([
      listImageSets(db, "home"),
      listImageSets(db, "about"),
    ]);
    return data({ home, about, failed: false });
  } catch (error) {
    // The upload form still works when the list cannot be read.
    console.error(error);
    return data({ home: [], about: [], failed: true });
  }
}

/**
 * A reload of the list that fails on the way (network, server) keeps the page
 * usable and says "Failed to fetch images" instead of replacing it with an
 * error page. Redirects (a session that ended) still apply.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    console.error(error);
    return { home: [], about: [], failed: true };
  }
}

/** Failure message per intent when the input is refused or the write changes nothing. */
const FAILED = {
  create: IMAGE_SET_TEXT.addFailed,
  delete: IMAGE_SET_TEXT.deleteFailed,
  "update-slot": IMAGE_SET_TEXT.updateFailed,
} as const;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = imageSetActionSchema.safeParse(form);
  if (!parsed.success) {
    const intent = String(form.intent);
    const noImage = parsed.error.issues.some((i) => i.message === IMAGE_SET_TEXT.atLeastOne);
    const message = noImage
      ? IMAGE_SET_TEXT.atLeastOne
      : Object.hasOwn(FAILED, intent)
        ? FAILED[intent as keyof typeof FAILED]
        : FAILED.create;
    return data({ ok: false, message }, { status: 400 });
  }
  const db = appDb();
  const input = parsed.data;
  let ok: boolean;
  if (input.intent === "create") {
    const slots = [input.slot1, input.slot2, input.slot3, input.slot4, input.slot5];
    ok = (await addImageSet(db, admin, input.type, slots)) !== null;
  } else if (input.intent === "delete") {
    ok = await removeImageSet(db, admin, input.type, input.id);
  } else {
    ok = await changeImageSetSlot(db, admin, input);
  }
  if (!ok) return data({ ok: false, message: FAILED[input.intent] }, { status: 400 });
  const message =
    input.intent === "create"
      ? IMAGE_SET_TEXT.added[input.type]
      : input.intent === "delete"
        ? IMAGE_SET_TEXT.deleted
        : IMAGE_SET_TEXT.updated;
  return { ok: true, message };
}

/** A refused change may mean the list is stale (a set deleted elsewhere): reload it anyway. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function ImageSetManager({ loaderData }: Route.ComponentProps) {
  const { home, about, failed } = loaderData;
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

export const meta = adminMeta("Page images");

/** A list that cannot be (re)loaded: the spec's toast, and a way to try again. */
export function ErrorBoundary() {
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
