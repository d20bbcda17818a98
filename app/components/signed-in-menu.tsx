import { Form } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { homeOf } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { iconButton } from "./account-menu";
import { Icon } from "./icon";
import { Link } from "./link";

/**
 * The signed-in person's menu: where their orders (or the admin) are, and sign-out. A details
 * toggle and a plain form, so it works before its script has loaded (account-menu.tsx loads it
 * only for someone signed in).
 */
export default function SignedInMenu({ user }: { user: SessionUser }) {
  return (
    <details className="group relative">
      <summary className={iconButton} aria-label={m.frame_account({ name: user.name })}>
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
          {user.name.trim()[0]?.toUpperCase() ?? "?"}
        </span>
      </summary>
      <div className="absolute right-0 top-12 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm">
          <span className="block font-semibold text-slate-900">{user.name}</span>
          <span className="text-slate-500">{user.email}</span>
        </p>
        <Link
          to={homeOf(user.role)}
          className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {user.role === "admin" ? m.frame_admin_dashboard() : m.frame_my_orders()}
        </Link>
        <Form method="post" action="/sign-out">
          {/* Signed out, the visitor lands on the home page in the language they were reading. */}
          <input type="hidden" name="redirectTo" value={localHref("/")} />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <Icon name="log-out" className="h-4 w-4" /> {m.frame_sign_out()}
          </button>
        </Form>
      </div>
    </details>
  );
}
