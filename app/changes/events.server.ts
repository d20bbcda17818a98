import type pg from "pg";
import { pgModule } from "~/db/db.server";

/**
 * Pub/sub for "the catalogue changed" (the spec's live subscriptions): open
 * admin pages refresh when another admin saves, and every instance's page
 * cache drops what the change made stale. On SQLite (one process) the bus is
 * in memory; on PostgreSQL every instance LISTENs on one channel and
 * publishing is a NOTIFY, so a change made on one instance reaches all of
 * them. See docs/admin.md and docs/scaling.md.
 */

/**
 * What changed: products, categories, the home/about image sets, uploaded
 * media, the search lexicon (which words find which products), or the dealer
 * and service-point directory (which the locator keeps in memory).
 */
export type CatalogueTopic =
  | "products"
  | "categories"
  | "image-sets"
  | "media"
  | "search-words"
  | "service-points";

export interface CatalogueEvent {
  topic: CatalogueTopic;
  /** The admin who made the change, so their own tab can skip the refresh; "" for a resync. */
  by: string;
  at: number;
}

type Listener = (event: CatalogueEvent) => void;

export interface CatalogueBus {
  /** Call after the change is committed. A failing listener never breaks the change. */
  publish(topic: CatalogueTopic, by: string): void;
  subscribe(listener: Listener): () => void;
  listenerCount(): number;
  stop(): Promise<void>;
}

function listenerSet() {
  const listeners = new Set<Listener>();
  return {
    add(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(event: CatalogueEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          console.warn("catalogue event listener failed", error);
        }
      }
    },
    get size() {
      return listeners.size;
    },
  };
}

export function memoryBus(): CatalogueBus {
  const listeners = listenerSet();
  return {
    publish: (topic, by) => listeners.deliver({ topic, by, at: Date.now() }),
    subscribe: listeners.add,
    listenerCount: () => listeners.size,
    stop: async () => {},
  };
}

const CHANNEL = "storefront_catalogue";
const TOPICS: readonly CatalogueTopic[] = [
  "products",
  "categories",
  "image-sets",
  "media",
  "search-words",
  "service-points",
];

function parseEvent(payload: string | undefined): CatalogueEvent | null {
  try {
    const e = JSON.parse(payload ?? "") as Partial<CatalogueEvent>;
    if (!TOPICS.includes(e.topic as CatalogueTopic)) return null;
    return { topic: e.topic as CatalogueTopic, by: String(e.by ?? ""), at: Number(e.at) || 0 };
  } catch {
    return null;
  }
}

/**
 * LISTEN on a dedicated connection (a pooled one may be handed to anyone), and
 * NOTIFY through a second small pool. Our own notifications come back through
 * LISTEN too, so local listeners hear each change exactly once. After the
 * connection drops, it reconnects with backoff and tells every listener to
 * resync, since changes made meanwhile were not heard.
 */
export async function postgresBus(
  url: string,
  options: { log?: (message: string) => void; retryMs?: number } = {},
): Promise<CatalogueBus> {
  const log = options.log ?? ((m: string) => console.warn(m));
  const listeners = listenerSet();
  const { Client, Pool } = pgModule();
  const notifier = new Pool({ connectionString: url, max: 1 });
  notifier.on("error", () => {}); // an idle notifier losing the server reconnects on next use
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url });
    c.on("notification", (message) => {
      if (message.channel !== CHANNEL) return;
      const event = parseEvent(message.payload);
      if (event) listeners.deliver(event);
    });
    c.on("error", (error) => log(`Catalogue events: ${error.message}`));
    c.on("end", () => {
      if (client !== c || stopped) return;
      client = null;
      scheduleReconnect(options.retryMs ?? 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };

  const scheduleReconnect = (delay: number) => {
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        // Changes made while we were away were not heard: every open page refreshes.
        for (const topic of TOPICS) listeners.deliver({ topic, by: "", at: Date.now() });
      } catch (error) {
        log(`Catalogue events: reconnect failed (${(error as Error).message})`);
        scheduleReconnect(Math.min(delay * 2, 30_000));
      }
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    publish(topic, by) {
      const payload = JSON.stringify({ topic, by, at: Date.now() });
      notifier
        .query("SELECT pg_notify($1, $2)", [CHANNEL, payload])
        .catch((error: Error) => log(`Catalogue events: publish failed (${error.message})`));
    },
    subscribe: listeners.add,
    listenerCount: () => listeners.size,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
      await notifier.end().catch(() => {});
    },
  };
}

let bus: CatalogueBus = memoryBus();
/** This process's subscribers: they stay subscribed when the bus is swapped. */
const subscribers = listenerSet();
let detach = bus.subscribe(subscribers.deliver);
/** Hear this process's own changes at once (see publish). */
const local = listenerSet();

/** The process's bus: in memory until the server starts a PostgreSQL one. */
export function setCatalogueBus(next: CatalogueBus): void {
  detach();
  bus = next;
  detach = bus.subscribe(subscribers.deliver);
}

/**
 * Announces a committed change to every instance; commitChange calls it after
 * the commit (nothing else may). Listeners registered with
 * onLocalChange hear it before this returns: on PostgreSQL the bus's own
 * delivery takes a round trip, and the admin's next request must not find a
 * page this change made stale.
 */
export function publish(topic: CatalogueTopic, by: string): void {
  local.deliver({ topic, by, at: Date.now() });
  bus.publish(topic, by);
}

/** Every change on every instance (on PostgreSQL, this one's too, after a round trip). */
export function subscribe(listener: Listener): () => void {
  return subscribers.add(listener);
}

/** This process's own changes, synchronously, as they are published. */
export function onLocalChange(listener: Listener): () => void {
  return local.add(listener);
}
