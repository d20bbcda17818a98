import { z } from "~/forms/zod";
import { readPage } from "./page-number";

/** The `page` field of a listing's filter schema: never a refusal, page 1 for nonsense. */
export const pageField = z.unknown().optional().transform(readPage);
