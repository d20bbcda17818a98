import {
  BookA,
  FileSpreadsheet,
  FileText,
  ImageIcon,
  Images,
  Inbox,
  Languages,
  Package,
  Percent,
  Plus,
  ScrollText,
  Send,
  UserRound,
  Users,
} from "lucide-react";
import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";
import { answersAwaitingText, useAdminCounts } from "./kit/admin-counts";

/** Admin pages reachable from the dashboard; other admin areas add their entry here. */
const ADMIN_LINKS = [
  { to: ADMIN.newProduct, label: "Add product", icon: Plus },
  { to: ADMIN.productImport, label: "Import / export products", icon: FileSpreadsheet },
  { to: ADMIN.translations, label: "Translations", icon: Languages },
  { to: ADMIN.searchWords, label: "Search words", icon: BookA },
  { to: ADMIN.imageSets, label: "Home & about images", icon: ImageIcon },
  { to: ADMIN.media, label: "Media library", icon: Images },
  { to: ADMIN.leads, label: "Leads inbox", icon: Inbox, sales: true },
  { to: ADMIN.salespeople, label: "Salespeople", icon: UserRound },
  { to: ADMIN.quotations, label: "Quotations", icon: FileText, sales: true },
  { to: ADMIN.messages, label: "Messages", icon: Send },
  { to: ADMIN.taxRates, label: "Tax rates", icon: Percent },
  { to: ADMIN.orders, label: "Orders", icon: Package },
  { to: ADMIN.people, label: "People", icon: Users, ownerOnly: true },
  { to: ADMIN.audit, label: "Audit log", icon: ScrollText },
];

const navLinkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

/**
 * The admin's pages; the people page only for the catalogue owner; a salesperson's only the
 * leads and the quotations (the server refuses them every other page). Quotations carries the
 * customer answers awaiting a reply (the admin layout's count).
 */
export function AdminNav({
  owner,
  staff = "admin",
}: {
  owner: boolean;
  staff?: "admin" | "salesperson";
}) {
  const { unseenAnswers } = useAdminCounts();
  const shown = ADMIN_LINKS.filter((link) =>
    staff === "salesperson" ? "sales" in link : owner || !("ownerOnly" in link),
  );
  return (
    <nav aria-label="Admin" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={navLinkClass}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              {to === ADMIN.quotations && unseenAnswers > 0 ? (
                <span
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900"
                  data-testid="nav-answers-badge"
                >
                  <span aria-hidden="true">{unseenAnswers}</span>
                  <span className="sr-only">: {answersAwaitingText(unseenAnswers)}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
