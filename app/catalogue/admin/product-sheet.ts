/**
 * What the import page shows and the server decides (product-sheet.server.ts),
 * kept free of server code so the page's component can use it.
 */

/** At most this many rows in one import (a preview must stay readable). */
export const MAX_IMPORT_ROWS = 5000;
/** Uploads larger than this are refused before they are read. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export interface SheetProblem {
  line: number;
  column: string;
  message: string;
}

export interface PlannedRow {
  line: number;
  kind: "add" | "update" | "unchanged";
  /** The product's id (updates and unchanged rows). */
  id: string | null;
  title: string;
  /** Columns whose value differs from the catalogue (updates). */
  changed: string[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  problems: SheetProblem[];
  counts: { add: number; update: number; unchanged: number };
  /** Changes when the file or any product it updates changes: apply refuses a stale preview. */
  fingerprint: string;
}
