import { ArrowLeft } from "lucide-react";
import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";

/** The link back to /admin at the top of every admin page (`to` may keep the dashboard's search). */
export function BackToDashboard({ to = ADMIN.dashboard }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Admin dashboard
    </Link>
  );
}
