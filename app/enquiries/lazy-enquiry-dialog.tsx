import type { ComponentProps } from "react";
import { onUse, useOnUse } from "~/ui/on-use";
import type { EnquiryDialog } from "./enquiry-dialog";

const enquiryDialog = onUse(() => import("./enquiry-dialog").then((m) => m.EnquiryDialog));

/** Starts downloading the enquiry form (e.g. when a pointer nears Get Quote). */
export const preloadEnquiryDialog = enquiryDialog.preload;

/**
 * The enquiry popup, loaded on first use: the form and its validation (zod)
 * are a quarter of a visitor page's JavaScript budget, and most visits never
 * open it. Render it only once it is wanted.
 */
export function LazyEnquiryDialog(props: ComponentProps<typeof EnquiryDialog>) {
  const Loaded = useOnUse(enquiryDialog);
  return Loaded ? <Loaded {...props} /> : null;
}
