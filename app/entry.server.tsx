import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { InlineStylesContext } from "~/components/inline-styles";
import { NonceContext } from "~/components/nonce";
import { RequestIdContext } from "~/components/request-reference";
import { log } from "~/observability/log.server";
import { APP_CSS } from "~/styles.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Crawlers and SPA-mode prerendering get the whole document at once.
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext.requestId}>
          <InlineStylesContext.Provider value={APP_CSS}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineStylesContext.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) log().error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors thrown by loaders, actions and rendering: logged with the request id
 * that the error page shows (a visitor can quote it). Aborted requests are the
 * visitor's doing, not ours.
 */
export function handleError(error: unknown, { request }: Parameters<HandleErrorFunction>[1]) {
  if (request.signal.aborted) return;
  // React Router's own 4xx (e.g. a post to a page without a form) are the client's doing.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log().debug({ status: error.status, url: request.url }, "request refused by the router");
    return;
  }
  // React Router's internal error responses carry the original error.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  log().error({ err: cause, url: request.url }, "unhandled error");
}
