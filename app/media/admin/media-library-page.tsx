import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { indiaDate } from "~/format/india-time";
import { ADMIN } from "~/http/paths";
import { Image } from "~/media/image";
import { Link } from "~/ui/link";
import type { LibraryFilter, MediaLibraryPageData } from "./media-library.server";

/** 1.2 MB, 350 KB: sizes as people read them. */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const PRESET_LABEL: Record<string, string> = {
  products: "Product photo",
  images: "Home/about image",
  categories: "Category image",
  certificates: "Certificate",
};

const day = indiaDate;

/** Every upload, newest first, with what uses it; the unused ones apart. */
export function MediaLibraryPage({ data }: { data: MediaLibraryPageData }) {
  const { filter, items, total, page, pageCount, totals } = data;
  const href = (next: { show?: LibraryFilter; page?: number }) => {
    const show = next.show ?? filter;
    const params = new URLSearchParams({
      ...(show === "unused" ? { show } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
    return `${ADMIN.media}${params.size > 0 ? `?${params}` : ""}`;
  };
  const tab = (active: boolean) =>
    `rounded-lg px-3 py-2 text-sm font-semibold ${active ? "bg-brand-800 text-white" : "border border-slate-300 text-slate-700 hover:border-brand-600"}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Media library</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        {totals.all.count} images, {fileSize(totals.all.bytes)} of originals.{" "}
        {totals.unused.count > 0
          ? `${totals.unused.count} uploads (${fileSize(totals.unused.bytes)}) are used by nothing; each is removed a day after it was uploaded or last in use.`
          : "Every upload is in use."}
      </p>
      <nav aria-label="Show" className="mt-4 flex gap-2">
        <Link
          to={href({ show: "all" })}
          className={tab(filter === "all")}
          aria-current={filter === "all" ? "page" : undefined}
        >
          All ({totals.all.count})
        </Link>
        <Link
          to={href({ show: "unused" })}
          className={tab(filter === "unused")}
          aria-current={filter === "unused" ? "page" : undefined}
        >
          Unused ({totals.unused.count})
        </Link>
      </nav>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 p-6 text-center text-slate-600">
          {filter === "unused" ? "No unused uploads." : "No images yet."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images">
          {items.map((m) => (
            <li key={m.id} className="flex gap-3 rounded-xl border border-slate-200 p-3">
              <Image
                image={{ id: m.id, width: 160, height: 160, placeholder: "" }}
                variant="thumb"
                alt=""
                className="h-20 w-20 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{PRESET_LABEL[m.preset] ?? m.preset}</p>
                <p className="text-xs text-slate-500">
                  {m.width}×{m.height} · {fileSize(m.bytes)} · {day(m.createdAt)}
                </p>
                <p className="truncate font-mono text-xs text-slate-500" title={m.id}>
                  {m.id}
                </p>
                {m.uses.length > 0 ? (
                  <ul className="mt-1 space-y-0.5">
                    {m.uses.map((u) => (
                      <li key={u.label} className="text-slate-700">
                        {u.href ? (
                          <Link to={u.href} className="hover:text-brand-800 hover:underline">
                            {u.label}
                          </Link>
                        ) : (
                          u.label
                        )}
                      </li>
                    ))}
                  </ul>
                ) : m.removeAfter !== null ? (
                  <p className="mt-1 font-medium text-amber-800">
                    Unused: removed after {day(m.removeAfter)}
                  </p>
                ) : (
                  <p className="mt-1 text-slate-700">
                    {m.preset === "certificates" ? "Shown on /certificates" : "Kept"}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={href({ page: page - 1 })} className="text-brand-800 underline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount} ({total} images)
          </span>
          {page < pageCount ? (
            <Link to={href({ page: page + 1 })} className="text-brand-800 underline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
