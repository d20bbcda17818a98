import { z } from "~/forms/zod";
import { pageField } from "~/paging/page-field";
import { isQuotationStatus } from "./quotation-rules";

/** The admin list's filter: a status (anything else is every status) and a page. */
export const quotationFilterSchema = z.object({
  status: z
    .unknown()
    .optional()
    .transform((v) => (isQuotationStatus(v) ? v : null)),
  page: pageField,
});
