import type { CatalogueTopic } from "~/changes/events.server";
import type { GzipTemplate } from "./gzip-splice.server";

/** One rendered page, split where each response's CSP nonce goes. */
export interface CachedPage {
  key: string;
  topics: readonly CatalogueTopic[];
  /**
   * The headers the render sent (type, caching, security policy …) but the
   * per-response ones, each value split where the nonce was.
   */
  headers: [string, string[]][];
  /** The body's literal parts; a response joins them with its nonce. */
  parts: Buffer[];
  /** Length of the nonce the parts were split on (0 when the page holds none). */
  holeLength: number;
  /** Weak: the bytes differ per response (the nonce), the page does not. */
  etag: string;
  bytes: number;
  storedAt: number;
  /** Compressed once, on the first response that accepts gzip. */
  gzip?: GzipTemplate;
}

export interface PageStoreOptions {
  /** Memory bound for bodies (plain and compressed); least recently used pages go first. */
  maxBytes: number;
  /** Pages older than this are rendered again (bounds drift such as the footer's year). */
  maxAgeMs: number;
  /** Changes when another process wrote to the database (SQLite's data_version). */
  externalVersion?: () => number | string;
  now?: () => number;
}

/**
 * The page cache's memory: a byte-bounded LRU of rendered pages, emptied by
 * topic when the catalogue changes. `epoch` counts invalidations, so a render
 * that began before one is not stored after it.
 */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  readonly #options: PageStoreOptions;
  #bytes = 0;
  #external: number | string | undefined;
  epoch = 0;
  hits = 0;
  misses = 0;

  constructor(options: PageStoreOptions) {
    this.#options = options;
    this.#external = options.externalVersion?.();
  }

  now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  /** A fresh page, marked as most recently used; undefined when absent or too old. */
  get(key: string): CachedPage | undefined {
    this.checkExternal();
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt > this.#options.maxAgeMs) {
      this.#remove(page);
      return undefined;
    }
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /** Stores a page rendered since `epoch`; false when something changed meanwhile. */
  set(page: CachedPage, epoch: number): boolean {
    this.checkExternal();
    if (epoch !== this.epoch || page.bytes > this.#options.maxBytes) return false;
    const old = this.#pages.get(page.key);
    if (old) this.#remove(old);
    this.#pages.set(page.key, page);
    this.#bytes += page.bytes;
    this.#evict();
    return true;
  }

  /** Counts bytes added to a stored page (its compressed copy). */
  grew(page: CachedPage, bytes: number): void {
    if (this.#pages.get(page.key) !== page) return;
    page.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  /** Drops every page that shows one of the topics (all pages without topics). */
  invalidate(topics?: readonly CatalogueTopic[]): void {
    this.epoch++;
    for (const page of [...this.#pages.values()]) {
      if (!topics || page.topics.some((t) => topics.includes(t))) this.#remove(page);
    }
  }

  /** Another process wrote to the database: any page may be stale. */
  checkExternal(): void {
    const read = this.#options.externalVersion;
    if (!read) return;
    const version = read();
    if (version === this.#external) return;
    this.#external = version;
    this.invalidate();
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #remove(page: CachedPage): void {
    if (this.#pages.get(page.key) !== page) return;
    this.#pages.delete(page.key);
    this.#bytes -= page.bytes;
  }

  #evict(): void {
    for (const page of this.#pages.values()) {
      if (this.#bytes <= this.#options.maxBytes) return;
      this.#remove(page);
    }
  }
}
