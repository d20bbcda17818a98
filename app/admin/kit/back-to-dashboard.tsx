import { ArrowLeft } from "lucide-react";
import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";
import { answersAwaitingText, useAdminCounts } from "./admin-counts";

/**
 * The link back to /admin at the top of every admin page (`to` may keep the dashboard's
 * search), with the customer answers awaiting a reply when there are any (the dashboard
 * lists them).
 */
export function BackToDashboard({
  to = ADMIN.dashboard,
  unseenAnswers: fresher,
}: {
  to?: string;
  /** A count the page made after its own loader ran (the layout's ran beside it). */
  unseenAnswers?: number;
}) {
  const counts = useAdminCounts();
  const unseenAnswers = fresher ?? counts.unseenAnswers;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Admin dashboard
      </Link>
      {unseenAnswers > 0 ? (
        <Link
          to={`${ADMIN.dashboard}#answers-heading`}
          className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 hover:underline"
          data-testid="answers-badge"
        >
          {answersAwaitingText(unseenAnswers)}
        </Link>
      ) : null}
    </span>
  );
}
