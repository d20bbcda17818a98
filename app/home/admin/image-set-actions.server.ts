import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { IMAGE_SET_TEXT, imageSetActionSchema } from "../image-set-schema";
import {
  addImageSet,
  changeImageSetSlot,
  listImageSets,
  removeImageSet,
} from "../image-sets.server";

/** /AddUpdateImage: the home and about image sets, and the changes its forms post. */

/** Both lists; `failed` when they cannot be read (the upload form still works). */
export async function loadImageSets(db: DB) {
  try {
    const [home, about] = await Promise.all([
      listImageSets(db, "home"),
      listImageSets(db, "about"),
    ]);
    return { home, about, failed: false };
  } catch (error) {
    console.error(error);
    return { home: [], about: [], failed: true };
  }
}

/** Failure message per intent when the input is refused or the write changes nothing. */
const FAILED = {
  create: IMAGE_SET_TEXT.addFailed,
  delete: IMAGE_SET_TEXT.deleteFailed,
  "update-slot": IMAGE_SET_TEXT.updateFailed,
} as const;

/** A change the page posts (the caller ran requireAdmin): its message, and whether it was made. */
export async function runImageSetAction(
  db: DB,
  admin: SessionUser,
  form: Record<string, FormDataEntryValue>,
): Promise<{ ok: boolean; message: string }> {
  const parsed = imageSetActionSchema.safeParse(form);
  if (!parsed.success) {
    const intent = String(form.intent);
    const noImage = parsed.error.issues.some((i) => i.message === IMAGE_SET_TEXT.atLeastOne);
    const message = noImage
      ? IMAGE_SET_TEXT.atLeastOne
      : Object.hasOwn(FAILED, intent)
        ? FAILED[intent as keyof typeof FAILED]
        : FAILED.create;
    return { ok: false, message };
  }
  const input = parsed.data;
  let ok: boolean;
  if (input.intent === "create") {
    const slots = [input.slot1, input.slot2, input.slot3, input.slot4, input.slot5];
    ok = (await addImageSet(db, admin, input.type, slots)) !== null;
  } else if (input.intent === "delete") {
    ok = await removeImageSet(db, admin, input.type, input.id);
  } else {
    ok = await changeImageSetSlot(db, admin, input);
  }
  if (!ok) return { ok: false, message: FAILED[input.intent] };
  const message =
    input.intent === "create"
      ? IMAGE_SET_TEXT.added[input.type]
      : input.intent === "delete"
        ? IMAGE_SET_TEXT.deleted
        : IMAGE_SET_TEXT.updated;
  return { ok: true, message };
}
