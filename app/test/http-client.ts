/**
 * A plain HTTP client for the in-process tests (tests/http/), shaped like Playwright's
 * `request` fixture so a test moved out of the browser suite keeps its body: get/post/fetch
 * with `form`, `multipart`, `data`, `headers` and `maxRedirects`, a cookie jar per client, and
 * responses read with status(), headers(), text(), json() and body(). It sends what a script
 * without a browser sends: no Origin, no Sec-Fetch headers, no JavaScript.
 */

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A urlencoded form, as a browser posts it without JavaScript. */
  form?: Record<string, string | number | boolean>;
  /** multipart/form-data: fields and files. */
  multipart?: Record<string, string | number | boolean | FilePayload>;
  /** A JSON body (objects) or a raw one (strings, buffers). */
  data?: unknown;
  /** Query parameters added to the URL. */
  params?: Record<string, string | number | boolean>;
  /** Redirects followed (Playwright's default: 20); 0 answers with the redirect itself. */
  maxRedirects?: number;
  /** Milliseconds before the request is aborted (default 30 s). */
  timeout?: number;
}

export interface Cookie {
  name: string;
  value: string;
  /** Unix seconds; -1: a session cookie. */
  expires: number;
  path: string;
  httpOnly: boolean;
  sameSite: string;
}

export class HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly bytes: Buffer,
    private readonly finalUrl: string,
  ) {}
  status(): number {
    return this.response.status;
  }
  ok(): boolean {
    return this.response.status >= 200 && this.response.status < 300;
  }
  url(): string {
    return this.finalUrl;
  }
  /** Header names in lower case; repeated Set-Cookie headers joined by a newline, as Playwright does. */
  headers(): Record<string, string> {
    const out: Record<string, string> = {};
    this.response.headers.forEach((value, name) => {
      if (name !== "set-cookie") out[name] = value;
    });
    const cookies = this.response.headers.getSetCookie();
    if (cookies.length > 0) out["set-cookie"] = cookies.join("\n");
    return out;
  }
  async body(): Promise<Buffer> {
    return this.bytes;
  }
  async text(): Promise<string> {
    return this.bytes.toString("utf8");
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.bytes.toString("utf8"));
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function body(options: RequestOptions): { body?: BodyInit; type?: string } {
  if (options.form) {
    const entries = Object.entries(options.form).map(([k, v]) => [k, String(v)]);
    return {
      body: new URLSearchParams(entries).toString(),
      type: "application/x-www-form-urlencoded",
    };
  }
  if (options.multipart) {
    const data = new FormData();
    for (const [name, value] of Object.entries(options.multipart)) {
      if (typeof value === "object") {
        data.append(
          name,
          new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }),
          value.name,
        );
      } else data.append(name, String(value));
    }
    return { body: data };
  }
  if (options.data === undefined) return {};
  if (typeof options.data === "string" || Buffer.isBuffer(options.data)) {
    return { body: options.data as BodyInit };
  }
  return { body: JSON.stringify(options.data), type: "application/json" };
}

/** A client with its own cookies, like one Playwright request context. */
export class HttpClient {
  private readonly jar = new Map<string, Cookie>();

  constructor(
    readonly baseURL: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  get(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "GET" });
  }
  head(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "HEAD" });
  }
  post(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "POST" });
  }
  put(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "PUT" });
  }
  delete(url: string, options: RequestOptions = {}) {
    return this.fetch(url, { ...options, method: "DELETE" });
  }

  /** The cookies this client holds now (expired ones dropped). */
  cookies(): Cookie[] {
    const now = Date.now() / 1000;
    return [...this.jar.values()].filter((c) => c.expires === -1 || c.expires > now);
  }

  /** Same shape as Playwright's `storageState()`, for code that hands cookies on. */
  async storageState(): Promise<{ cookies: Cookie[] }> {
    return { cookies: this.cookies() };
  }

  /** Puts a cookie in the jar, as a browser context's addCookies does. */
  addCookie(name: string, value: string): void {
    this.jar.set(name, {
      name,
      value,
      expires: -1,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
  }

  /** Nothing to release: the same call as Playwright's, so moved tests keep it. */
  async dispose(): Promise<void> {}

  async fetch(url: string, options: RequestOptions = {}): Promise<HttpResponse> {
    let target = new URL(url, this.baseURL);
    for (const [k, v] of Object.entries(options.params ?? {})) {
      target.searchParams.set(k, String(v));
    }
    let method = (options.method ?? "GET").toUpperCase();
    let payload = body(options);
    let redirectsLeft = options.maxRedirects ?? 20;
    for (;;) {
      const headers = new Headers({ ...this.extraHeaders, ...options.headers });
      if (payload.type && !headers.has("content-type")) headers.set("content-type", payload.type);
      const cookie = this.cookieHeader();
      if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
      const response = await fetch(target, {
        method,
        headers,
        body: payload.body,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeout ?? 30_000),
      });
      this.remember(response.headers.getSetCookie());
      const bytes = Buffer.from(await response.arrayBuffer());
      const location = response.headers.get("location");
      if (REDIRECTS.has(response.status) && location && redirectsLeft > 0) {
        redirectsLeft--;
        target = new URL(location, target);
        // 301/302/303 turn a post into a get, as browsers and Playwright do.
        if (response.status !== 307 && response.status !== 308) {
          method = method === "HEAD" ? "HEAD" : "GET";
          payload = {};
        }
        continue;
      }
      return new HttpResponse(response, bytes, target.toString());
    }
  }

  private cookieHeader(): string {
    return this.cookies()
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const cookie: Cookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        expires: -1,
        path: "/",
        httpOnly: false,
        sameSite: "Lax",
      };
      for (const attribute of attributes) {
        const [key = "", value = ""] = attribute.split("=");
        const k = key.toLowerCase();
        if (k === "max-age") cookie.expires = Date.now() / 1000 + Number(value);
        else if (k === "expires" && cookie.expires === -1) {
          cookie.expires = new Date(value).getTime() / 1000;
        } else if (k === "path") cookie.path = value;
        else if (k === "httponly") cookie.httpOnly = true;
        else if (k === "samesite") cookie.sameSite = value;
      }
      if (cookie.expires !== -1 && cookie.expires <= Date.now() / 1000)
        this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie);
    }
  }
}
