import { type ComponentProps, useEffect, useState } from "react";
import type { EnquiryDialog } from "./enquiry-dialog";

type Dialog = typeof EnquiryDialog;
let loaded: Dialog | null = null;
const load = () =>
  import("./enquiry-dialog").then((m) => {
    loaded = m.EnquiryDialog;
    return loaded;
  });

/** Starts downloading the enquiry form (e.g. when a pointer nears Get Quote). */
export function preloadEnquiryDialog(): void {
  void load();
}

/**
 * The enquiry popup, loaded on first use: the form and its validation (zod)
 * are a quarter of a visitor page's JavaScript budget, and most visits never
 * open it. Render it only once it is wanted. (Plain state rather than
 * React.lazy: Suspense throttles its reveal with a timer, which would hold the
 * dialog back whenever timers are paused.)
 */
export function LazyEnquiryDialog(props: ComponentProps<Dialog>) {
  const [Loaded, setLoaded] = useState<Dialog | null>(() => loaded);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    load().then((d) => {
      if (live) setLoaded(() => d);
    });
    return () => {
      live = false;
    };
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
