import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { earlyInputScript } from "~/first-paint/early-input-script.server";
import { EarlyInputScriptContext } from "~/first-paint/first-paint";
import { hydrateAfterFirstPaint } from "~/first-paint/hydrate-after-paint.server";
import { log } from "~/observability/log.server";
import { RequestIdContext } from "~/observability/request-reference";
import { InlineStylesContext } from "~/ui/inline-styles";
import { NonceContext } from "~/ui/nonce";
import { APP_CSS } from "~/ui/styles.server";

export const streamTimeout = 5_000;

const EARLY_INPUT_SCRIPT = earlyInputScript();

/**
 * Renders the whole document into memory, then answers it in one piece. No
 * route suspends (no deferred data, no lazy route UI), so the shell is the
 * whole page anyway and streaming bought nothing, while piping React's many
 * small writes through a Node stream, a web stream and compression cost about
 * a quarter of a render's CPU (docs/benchmarks.md, "Profile of a render").
 * The finished document loads its scripts after the first paint
 * (hydrate-after-paint.server.ts).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    let shellReady = false;
    let timer: NodeJS.Timeout | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      writev(parts, done) {
        for (const part of parts) chunks.push(part.chunk as Buffer);
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext.requestId}>
          <InlineStylesContext.Provider value={loadContext.inlineStyles ? APP_CSS : null}>
            <EarlyInputScriptContext.Provider value={EARLY_INPUT_SCRIPT}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </EarlyInputScriptContext.Provider>
          </InlineStylesContext.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          sink.once("finish", () => {
            clearTimeout(timer);
            headers.set("Content-Type", "text/html; charset=utf-8");
            const html = hydrateAfterFirstPaint(Buffer.concat(chunks));
            resolve(new Response(html, { headers, status: statusCode }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // An error in the shell reaches handleError through onShellError.
          if (shellReady) log().error({ err: error }, "render failed");
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
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
