import { requireStaffApi } from "~/accounts/guards.server";
import { subscribe } from "~/changes/events.server";
import type { Route } from "./+types/events";

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/admin/events — server-sent events for open admin pages: one
 * `catalogue` event per committed product or category change. Staff only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffApi(request);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup(); // the client went away between checks
        }
      };
      send("retry: 3000\n: connected\n\n");
      const unsubscribe = subscribe((event) => {
        // Admin pages show products and categories; image sets and uploads only feed the page cache.
        if (event.topic !== "products" && event.topic !== "categories") return;
        send(`event: catalogue\ndata: ${JSON.stringify(event)}\n\n`);
      });
      // Comments keep proxies from closing an idle connection.
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware must not buffer the stream.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
