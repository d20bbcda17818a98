import { z } from "~/forms/zod";
import type { ImageRef } from "~/media/image-ref";

/** Spec §2/§8 texts for the image-set manager (/AddUpdateImage). */
export const IMAGE_SET_TEXT = {
  atLeastOne: "Please upload at least one image",
  added: { home: "Home images added successfully!", about: "About images added successfully!" },
  addFailed: "Failed to add images. Please try again.",
  removed: "Image removed.",
  deleted: "Image set deleted successfully!",
  deleteFailed: "Failed to delete image set",
  updated: "Image updated successfully!",
  updateFailed: "Failed to update image. Please try again.",
  fetchFailed: "Failed to fetch images",
  confirmDelete: (type: ImageSetType) => `Are you sure you want to delete this ${type} image set?`,
} as const;

export const IMAGE_SET_TYPES = ["home", "about"] as const;
export type ImageSetType = (typeof IMAGE_SET_TYPES)[number];
export const SLOTS_PER_SET = 5;

/** Media ids are made by our server: 16 lowercase letters and digits. */
const mediaId = z.string().regex(/^[a-z0-9]{8,64}$/);
/** An empty slot arrives as "" from a form. */
const optionalMediaId = z
  .string()
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(mediaId.nullable());
const setId = z.coerce.number().int().positive();
const type = z.enum(IMAGE_SET_TYPES);

/** One schema per intent of the /AddUpdateImage action, shared by browser and server. */
export const imageSetActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("create"),
      type,
      slot1: optionalMediaId,
      slot2: optionalMediaId,
      slot3: optionalMediaId,
      slot4: optionalMediaId,
      slot5: optionalMediaId,
    })
    .refine((v) => [v.slot1, v.slot2, v.slot3, v.slot4, v.slot5].some(Boolean), {
      message: IMAGE_SET_TEXT.atLeastOne,
    }),
  z.object({ intent: z.literal("delete"), type, id: setId }),
  z.object({
    intent: z.literal("update-slot"),
    type,
    id: setId,
    slot: z.coerce.number().int().min(1).max(SLOTS_PER_SET),
    mediaId,
  }),
]);

/** A saved set as the manager shows it: five slots, empty ones null. */
export interface SavedImageSet {
  id: number;
  type: ImageSetType;
  createdAt: number;
  slots: (ImageRef | null)[];
}
