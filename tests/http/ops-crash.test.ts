import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { HttpClient } from "../../app/test/http-client";
import { type OwnServer, randomClientIp, startOwnServer } from "../../app/test/own-server";
import { SHOP_ADMIN, seededShopCopy } from "../../app/test/test-shop";

/**
 * Crash safety on a server of its own (scripts/start.mjs, over a copy of the run's seeded demo
 * shop): SIGKILL in the middle of a burst of enquiries loses none that was answered with a
 * reference; SIGTERM lets a request in flight finish. Plus the request log: ids, slow requests,
 * and quiet ordinary traffic at the default level. The tests run in order and share the server.
 */

// Kills and restarts a SQLite shop's server (a process of its own over a copy of the SQLite demo
// shop): the PostgreSQL pass has nothing more to run here.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("crash safety", () => {
  let shop: Awaited<ReturnType<typeof seededShopCopy>> | undefined;
  let dataDir: string | undefined;
  let server: OwnServer | undefined;

  beforeAll(async () => {
    shop = await seededShopCopy();
    dataDir = shop.dataDir;
  }, 240_000);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    shop?.cleanup();
  });

  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (server) console.log(`Output of the crash test's server:\n${server.output()}`);
    });
  });

  const start = () => {
    if (!shop) throw new Error("no data dir");
    return startOwnServer(shop.dataDir, shop.env);
  };

  function enquiryForm(email: string): Record<string, string> {
    return {
      kind: "dealer",
      name: "Burst Tester",
      email,
      phone: "9876543210",
      companyName: "Crash Co",
    };
  }

  /** Posts an enquiry as a browser without JavaScript does; the reference it was answered with, if any. */
  async function postEnquiry(base: string, email: string): Promise<string | null> {
    const res = await fetch(`${base}/enquiry`, {
      method: "POST",
      body: new URLSearchParams(enquiryForm(email)),
      headers: { "X-Forwarded-For": randomClientIp() },
      redirect: "manual",
    });
    if (res.status !== 303) throw new Error(`enquiry answered ${res.status}`);
    const cookie = res.headers.get("set-cookie") ?? "";
    return /enquiry_ref=(ENQ-\d+)/.exec(cookie)?.[1] ?? null;
  }

  function openDb(dir: string) {
    return new Database(path.join(dir, "storefront.db"), { readonly: true });
  }

  test("a SIGKILL in a burst of enquiries loses none that was answered, and the database is intact", async () => {
    if (!dataDir) throw new Error("no data dir");
    server = await start();
    const base = server.url;
    const run = Date.now().toString(36);
    const answered = new Map<string, string>(); // reference → e-mail
    let sent = 0;
    let killed = false;
    const KILL_AFTER = 40;
    const TOTAL = 200;

    const worker = async () => {
      while (!killed && sent < TOTAL) {
        const email = `burst.${run}.${sent++}@crash.test`;
        try {
          const reference = await postEnquiry(base, email);
          if (reference) answered.set(reference, email);
        } catch {
          // Cut off by the kill: never answered, so never promised.
        }
        if (!killed && answered.size >= KILL_AFTER) {
          killed = true;
          server?.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    const { signal } = await server.exited;
    expect(signal).toBe("SIGKILL");
    expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // The same data directory, started again after the crash.
    server = await start();
    const request = new HttpClient(server.url);
    const signIn = await request.post(`${server.url}/sign-in`, {
      form: SHOP_ADMIN,
      maxRedirects: 0,
      headers: { "X-Forwarded-For": randomClientIp() },
    });
    expect(signIn.status()).toBe(302);
    const inbox = await request.get(`${server.url}/admin/enquiries.csv`);
    expect(inbox.status()).toBe(200);
    const csv = await inbox.text();
    const missing = [...answered].filter(
      ([reference, email]) =>
        !csv.split("\r\n").some((row) => row.includes(reference) && row.includes(email)),
    );
    expect(missing).toEqual([]);

    const db = openDb(dataDir);
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = db
        .prepare("SELECT count(*) AS n FROM enquiry WHERE email LIKE ?")
        .get(`burst.${run}.%`) as { n: number };
      // Some enquiries may have been stored but not answered before the kill; none answered is missing.
      expect(stored.n).toBeGreaterThanOrEqual(answered.size);
    } finally {
      db.close();
    }
  }, 180_000);

  test("ordinary requests leave no log line at the default level; each answer names its request id", async () => {
    if (!server) throw new Error("no server");
    const res = await fetch(`${server.url}/shop`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[2-9a-z]{10}$/);
    const other = await fetch(`${server.url}/shop`);
    expect(other.headers.get("x-request-id")).not.toBe(id);
    expect(server.logs().filter((line) => line.reqId === id)).toEqual([]);
    // Behind a trusted proxy (TRUST_PROXY), the proxy's own request id is kept.
    const proxied = await fetch(`${server.url}/shop`, {
      headers: { "X-Request-Id": "7f3c0e9a2b4d4e8f9a1b2c3d4e5f6a7b" },
    });
    expect(proxied.headers.get("x-request-id")).toBe("7f3c0e9a2b4d4e8f9a1b2c3d4e5f6a7b");
  }, 30_000);

  /** Resolves once a new connection to the server's port is refused (it stopped listening). */
  async function refusesConnections(base: string): Promise<boolean> {
    const { port } = new URL(base);
    for (let attempt = 0; attempt < 100; attempt++) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        socket.once("connect", () => {
          socket.destroy();
          resolve(false);
        });
        socket.once("error", () => resolve(true));
      });
      if (refused) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  test("SIGTERM lets a request in flight finish, then stops; a slow request is logged with its route and id", async () => {
    if (!server || !dataDir) throw new Error("no server");
    const email = `sigterm.${Date.now().toString(36)}@crash.test`;
    const body = new URLSearchParams(enquiryForm(email)).toString();
    const req = http.request(`${server.url}/enquiry`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
        // The server answers 100 Continue once it has read the request line and
        // headers: from then on the request is in flight.
        Expect: "100-continue",
        "X-Forwarded-For": randomClientIp(),
      },
    });
    const response = new Promise<http.IncomingMessage>((resolve, reject) => {
      req.once("response", resolve);
      req.once("error", reject);
    });
    await new Promise<void>((resolve) => {
      req.once("continue", () => resolve());
      req.flushHeaders();
    });

    server.child.kill("SIGTERM");
    // It stops taking new connections at once...
    expect(await refusesConnections(server.url)).toBe(true);
    // ...while the request already in flight gets its body late (slower than 500 ms in all)...
    await new Promise((r) => setTimeout(r, 600));
    req.end(body);
    const res = await response;
    res.resume();
    // ...and is answered as usual: stored, then sent on to the messaging link.
    expect(res.statusCode).toBe(303);
    expect(String(res.headers["set-cookie"])).toMatch(/enquiry_ref=ENQ-\d+/);
    const reqId = res.headers["x-request-id"];

    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing open requests, then stopping");
    const slow = server.logs().find((line) => line.reqId === reqId);
    expect(slow).toMatchObject({
      msg: "slow request",
      route: "/enquiry",
      method: "POST",
      status: 303,
    });
    expect(Number(slow?.ms)).toBeGreaterThan(500);

    const db = openDb(dataDir);
    try {
      expect(db.prepare("SELECT count(*) AS n FROM enquiry WHERE email = ?").get(email)).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
    server = undefined;
  }, 60_000);
});
