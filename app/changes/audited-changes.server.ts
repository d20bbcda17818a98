import type { SessionUser } from "~/accounts/session-user";
import { setLeadStatus } from "~/admin/leads.server";
import { setOrderStatus } from "~/admin/orders.server";
import type { DB } from "~/db/db.server";
import type { LeadStatus } from "~/enquiries/lead-status";
import type { ImageSetType } from "~/home/image-set-schema";
import { createImageSet, deleteImageSet, updateImageSetSlot } from "~/home/image-sets.server";
import type { OrderStatus } from "~/orders/order-status";
import { type AuditFields, recordAudit } from "./audit.server";

/**
 * Admin changes made by other modules' plain functions, each run here in one
 * transaction with its audit row (who, when, the fields before and after), so
 * those modules stay free of admin concerns.
 */

async function imageSetFields(db: DB, id: number): Promise<AuditFields | null> {
  const row = await db.selectFrom("image_set").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    type: row.type,
    "slot 1": row.slot1_media_id,
    "slot 2": row.slot2_media_id,
    "slot 3": row.slot3_media_id,
    "slot 4": row.slot4_media_id,
    "slot 5": row.slot5_media_id,
  };
}

export async function createImageSetAudited(
  db: DB,
  actor: SessionUser,
  type: ImageSetType,
  mediaIds: (string | null)[],
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const id = await createImageSet(trx, type, mediaIds);
    if (id === null) return null;
    await recordAudit(trx, actor, {
      action: "image_set.add",
      targetType: "image_set",
      targetId: String(id),
      detail: `${type} set`,
      after: await imageSetFields(trx, id),
    });
    return id;
  });
}

export async function deleteImageSetAudited(
  db: DB,
  actor: SessionUser,
  type: ImageSetType,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await imageSetFields(trx, id);
    if (!(await deleteImageSet(trx, type, id))) return false;
    await recordAudit(trx, actor, {
      action: "image_set.delete",
      targetType: "image_set",
      targetId: String(id),
      detail: `${type} set`,
      before,
    });
    return true;
  });
}

export async function updateImageSetSlotAudited(
  db: DB,
  actor: SessionUser,
  input: { type: ImageSetType; id: number; slot: number; mediaId: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await imageSetFields(trx, input.id);
    const ok = await updateImageSetSlot(trx, input.type, input.id, input.slot, input.mediaId);
    if (!ok || !before) return false;
    const field = `slot ${input.slot}`;
    await recordAudit(trx, actor, {
      action: "image_set.update",
      targetType: "image_set",
      targetId: String(input.id),
      detail: `${input.type} set, slot ${input.slot}`,
      before: { [field]: before[field] ?? null },
      after: { [field]: input.mediaId },
    });
    return true;
  });
}

export async function setLeadStatusAudited(
  db: DB,
  actor: SessionUser,
  id: number,
  status: LeadStatus,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("enquiry")
      .select(["status", "name", "kind"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before || !(await setLeadStatus(trx, id, status))) return false;
    if (before.status !== status) {
      await recordAudit(trx, actor, {
        action: "lead.status",
        targetType: "lead",
        targetId: String(id),
        detail: `${before.kind} lead from ${before.name}`,
        before: { status: before.status },
        after: { status },
      });
    }
    return true;
  });
}

export async function setOrderStatusAudited(
  db: DB,
  actor: SessionUser,
  id: string,
  status: OrderStatus,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("orders")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before || !(await setOrderStatus(trx, id, status))) return false;
    if (before.status !== status) {
      await recordAudit(trx, actor, {
        action: "order.status",
        targetType: "order",
        targetId: id,
        detail: `Order ${id}`,
        before: { status: before.status },
        after: { status },
      });
    }
    return true;
  });
}
