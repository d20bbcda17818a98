/**
 * Upload rules shared by the browser (to answer before sending) and the server
 * (which enforces them by content). Isomorphic: no Node imports here.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What browsers report for the formats we take ("image/jpg" comes from some older ones). */
const ACCEPTED_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"] as const;

export const UPLOAD_PRESETS = ["images", "categories", "products"] as const;
export type UploadPreset = (typeof UPLOAD_PRESETS)[number];

export const UPLOAD_TYPE_MESSAGE = "Please upload only JPEG, PNG, or WebP images.";
export const UPLOAD_SIZE_MESSAGE = "Image size should be less than 5MB";
export const UPLOAD_PRESET_MESSAGE = "Unknown upload preset";
export const UPLOAD_MISSING_MESSAGE = "Please choose an image to upload.";
export const UPLOAD_DAMAGED_MESSAGE = "The image file is damaged or incomplete";
export const UPLOAD_MALFORMED_MESSAGE = "The upload could not be read; please try again.";

/** Spec §8 upload toasts, word for word. */
export const UPLOAD_SUCCESS_TOAST = "Image uploaded successfully!";
export const UPLOAD_FAILED_TOAST = "Image upload failed. Please try again.";
/** Spec §8: the alert's default when the host gave no message. */
export const UPLOAD_FAILED_DEFAULT = "Upload failed";

export function isUploadPreset(value: unknown): value is UploadPreset {
  return typeof value === "string" && (UPLOAD_PRESETS as readonly string[]).includes(value);
}

/**
 * The browser's quick check before sending: the type it reports and the size.
 * Only a courtesy — the server checks the bytes themselves.
 */
export function checkFileBeforeUpload(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return UPLOAD_TYPE_MESSAGE;
  }
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}
