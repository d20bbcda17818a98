import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";

const ADMIN_EVENTS_URL = "/api/admin/events";

/**
 * Open admin pages follow changes other admins make (the spec's live
 * subscriptions): the server pushes an event per committed change and the
 * page re-runs its loaders. EventSource reconnects by itself after a drop.
 */
export function useLiveRefresh() {
  const { revalidate, state: revalidation } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const [pending, setPending] = useState(0);
  const latest = useRef(revalidate);
  latest.current = revalidate;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(ADMIN_EVENTS_URL);
    source.addEventListener("catalogue", () => setPending((n) => n + 1));
    return () => source.close();
  }, []);

  // Wait until this page is idle: interrupting its own navigation (which
  // reloads the data anyway) could drop that navigation's one-time toast.
  const busy =
    navigation.state !== "idle" ||
    revalidation !== "idle" ||
    fetchers.some((f) => f.state !== "idle");
  useEffect(() => {
    if (pending === 0 || busy) return;
    // A burst of changes (a category delete touching many rows) refreshes once.
    const timer = setTimeout(() => {
      setPending(0);
      void latest.current();
    }, 150);
    return () => clearTimeout(timer);
  }, [pending, busy]);
}
