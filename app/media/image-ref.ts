/** A stored image as pages show it: its public id, size and tiny placeholder (docs/admin.md). */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  /** A product photo's own description, when staff gave one. */
  alt?: string;
}
