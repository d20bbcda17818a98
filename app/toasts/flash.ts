export type FlashType = "success" | "error" | "info";

/** A toast message carried to the next page or returned by an action. */
export interface Flash {
  type: FlashType;
  message: string;
}
