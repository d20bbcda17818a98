/**
 * In-process pub/sub for "the catalogue changed" (the spec's live
 * subscriptions). One server process is the default deployment; with several,
 * each only hears its own changes — see docs/admin.md.
 */

export type CatalogueTopic = "products" | "categories";

export interface CatalogueEvent {
  topic: CatalogueTopic;
  /** The admin who made the change, so their own tab can skip the refresh. */
  by: string;
  at: number;
}

type Listener = (event: CatalogueEvent) => void;

const listeners = new Set<Listener>();

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after the change is committed. A failing listener never breaks the change. */
export function publish(topic: CatalogueTopic, by: string): void {
  const event = { topic, by, at: Date.now() };
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.warn("catalogue event listener failed", error);
    }
  }
}

export function listenerCount(): number {
  return listeners.size;
}
