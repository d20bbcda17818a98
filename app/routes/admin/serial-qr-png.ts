import { requireAdmin } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { PRIVATE } from "~/http/cache-control";
import { serialQrPng } from "~/service/admin/serials-admin.server";
import { readSerial } from "~/service/serial-number";
import type { Route } from "./+types/serial-qr-png";

/** One serial's nameplate QR code as a PNG (its page's address). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const serial = readSerial(params.serial);
  if (!serial)
    return new Response("Not a serial number", {
      status: 404,
      headers: { "Cache-Control": PRIVATE },
    });
  return new Response(new Uint8Array(await serialQrPng(serial, env().baseUrl)), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="qr-${serial}.png"`,
      "Cache-Control": PRIVATE,
    },
  });
}
