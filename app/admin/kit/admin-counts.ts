import { useRouteLoaderData } from "react-router";

/** What the admin layout's loader (app/routes/admin/layout.tsx) gives every admin page. */
export interface AdminCounts {
  /** Customer answers on quotations no one on staff has seen yet (quotations/answers-seen.server.ts). */
  unseenAnswers: number;
}

/** The layout's counts, or zeros outside the admin layout. */
export function useAdminCounts(): AdminCounts {
  const data = useRouteLoaderData("routes/admin/layout") as Partial<AdminCounts> | null | undefined;
  return { unseenAnswers: data?.unseenAnswers ?? 0 };
}

/** "3 answers await a reply": the badge's words, for screens and screen readers alike. */
export function answersAwaitingText(n: number): string {
  return n === 1 ? "1 answer awaits a reply" : `${n} answers await a reply`;
}
