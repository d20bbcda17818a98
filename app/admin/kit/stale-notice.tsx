import { useLocation } from "react-router";
import { Link } from "~/ui/link";

/**
 * Says an edit page's copy is out of date (someone saved meanwhile, or a save was refused as
 * stale), with a link that loads the latest version; typed work stays until it is followed.
 */
export function StaleNotice({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">{message}</p>
      <Link
        to={location.pathname}
        className="mt-2 inline-block rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
      >
        Load the latest version
      </Link>
    </div>
  );
}
