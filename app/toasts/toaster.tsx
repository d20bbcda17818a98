import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "react-hot-toast";
import type { Flash } from "~/toasts/flash";
import { onToasterLoaded, toast } from "~/toasts/notify";

/** Shows a toast from any result the UI gets back (action data or a flash). */
export function showToast(flash: Flash) {
  if (flash.type === "success") toast.success(flash.message);
  else if (flash.type === "error") toast.error(flash.message);
  else toast.show(flash.message);
}

/**
 * The notification area (spec §2). react-hot-toast's defaults are the spec's
 * rules: loading never expires, success 2 s, others 4 s, at most 20 at once.
 */
export function Toasts({ flash }: { flash: Flash | null }) {
  // The Toaster arrives with the library, on the first toast (see notify.ts).
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => onToasterLoaded((lib) => setToaster(() => lib.Toaster)), []);
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  return (
    <>
      {Toaster ? <Toaster position="top-center" toastOptions={{ className: "text-sm" }} /> : null}
      {/* Without JavaScript the flash still reaches the reader. */}
      {flash ? (
        <noscript>
          <p
            role="status"
            className="fixed inset-x-0 top-20 z-50 mx-auto w-fit rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg"
          >
            {flash.message}
          </p>
        </noscript>
      ) : null}
    </>
  );
}
