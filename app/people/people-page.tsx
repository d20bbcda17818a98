import { Copy, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ROLE_LABEL } from "~/accounts/session-user";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN } from "~/http/paths";
import { toast } from "~/toasts/notify";
import { PageLinks } from "~/ui/page-links";
import type { Person } from "./people-list.server";
import type { PeoplePageData } from "./people-page.server";

/** What a post answers (people-page.server.ts changePerson): the toast, and a new reset link. */
export interface PeoplePosted {
  ok: boolean;
  message: string;
  resetLink?: string;
}

const dateTime = (ms: number | null) => (ms === null ? "Never" : indiaDateTime(ms));

const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-2 text-xs font-semibold md:px-2.5 md:py-1 text-slate-700 hover:border-brand-600 hover:text-brand-800 disabled:opacity-50";

/** One account action: a plain form post, so it works before JavaScript loads. */
function ActionButton({
  userId,
  intent,
  label,
  confirm,
}: {
  userId: string;
  intent: string;
  label: string;
  confirm?: string;
}) {
  return (
    <Form
      method="post"
      // Before the scripts run, a change that asks first waits for them, so it is still confirmed.
      data-replay={confirm ? true : undefined}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" name="intent" value={intent} className={buttonClass}>
        {label}
      </button>
    </Form>
  );
}

/** The reset link, shown once, with a copy button (the text is selectable without JavaScript). */
function ResetLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section
      aria-label="Password reset link"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">
        Hand this link over in person. It is shown only once and works once, for 24 hours.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={link}
          aria-label="Reset link"
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(link)
              .then(() => {
                setCopied(true);
                toast.success("Link copied");
              })
              .catch(() => toast.error("Could not copy: select the link and copy it"));
          }}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          <Copy className="h-4 w-4" aria-hidden="true" /> {copied ? "Copied" : "Copy link"}
        </button>
      </div>
    </section>
  );
}

/** What an admin may do to one account; the server checks every rule again. */
function PersonActions({ person: p, me }: { person: Person; me: string }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {p.role === "admin" ? (
        <ActionButton
          userId={p.id}
          intent="demote"
          label="Make user"
          confirm={
            p.id === me ? "You will lose access to the admin pages at once. Continue?" : undefined
          }
        />
      ) : (
        <ActionButton userId={p.id} intent="promote" label="Make admin" />
      )}
      {p.disabled ? (
        <ActionButton userId={p.id} intent="enable" label="Enable" />
      ) : p.id === me ? null : (
        <ActionButton
          userId={p.id}
          intent="disable"
          label="Disable"
          confirm={`Disable ${p.email}? They are signed out at once.`}
        />
      )}
      <ActionButton userId={p.id} intent="reset-link" label="Reset link" />
    </div>
  );
}

/** Who may sign in: roles, disabled accounts and hand-over reset links. */
export function PeoplePage({
  page,
  posted,
}: {
  page: PeoplePageData;
  posted: PeoplePosted | undefined;
}) {
  if (!page.people) {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <BackToDashboard />
        <h1 className="mt-2 text-3xl font-bold text-slate-900">People</h1>
        <p
          role="alert"
          className="mt-4 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {page.refused}
        </p>
      </main>
    );
  }
  return <PeopleList people={page.people} me={page.me} actionData={posted} />;
}

function PeopleList({
  people,
  me,
  actionData,
}: {
  people: NonNullable<PeoplePageData["people"]>;
  me: string;
  actionData: PeoplePosted | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast.success(actionData.message);
    else toast.error(actionData.message);
  }, [actionData]);
  const pageHref = (page: number) =>
    `${ADMIN.people}?${new URLSearchParams({ ...(people.q ? { q: people.q } : {}), page: String(page) })}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">People</h1>
      <p className="mt-1 text-sm text-slate-600">
        Everyone with an account ({people.total}). Admins manage the shop; a disabled account cannot
        sign in.
      </p>
      {actionData && !actionData.ok ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {actionData.message}
        </p>
      ) : null}
      {actionData?.ok && actionData.resetLink ? <ResetLink link={actionData.resetLink} /> : null}
      <Form method="get" role="search" className="mt-6 flex max-w-md gap-2">
        <label htmlFor="people-q" className="sr-only">
          Search by name or e-mail
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={people.q}
          placeholder="Name or e-mail"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700"
        >
          <Search className="h-4 w-4" aria-hidden="true" /> Search
        </button>
      </Form>
      {/* Phones: one card per account; wider screens: the table. */}
      <ul aria-label="Accounts" className="mt-4 space-y-3 md:hidden" aria-busy={busy}>
        {people.items.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-4 text-sm">
            <p className="font-semibold text-slate-900">
              {p.name}
              {p.id === me ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
            </p>
            <p className="break-all text-slate-700">{p.email}</p>
            <p className="mt-1 text-xs text-slate-600">
              {ROLE_LABEL[p.role]} · {p.disabled ? "Disabled" : "Active"} · last sign-in{" "}
              {dateTime(p.lastSignInAt)}
            </p>
            <div className="mt-3">
              <PersonActions person={p} me={me} />
            </div>
          </li>
        ))}
      </ul>
      <div
        className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 md:block"
        aria-busy={busy}
      >
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
            <tr>
              <th className="px-4 py-3 font-semibold">Name</th>
              <th className="px-4 py-3 font-semibold">E-mail</th>
              <th className="px-4 py-3 font-semibold">Role</th>
              <th className="px-4 py-3 font-semibold">Created</th>
              <th className="px-4 py-3 font-semibold">Last sign-in</th>
              <th className="px-4 py-3 font-semibold">Status</th>
              <th className="px-4 py-3 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {people.items.map((p) => (
              <tr key={p.id} data-email={p.email}>
                <td className="px-4 py-2 font-medium text-slate-900">
                  {p.name}
                  {p.id === me ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
                </td>
                <td className="px-4 py-2 text-slate-700">{p.email}</td>
                <td className="px-4 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.role === "admin" ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-700"}`}
                  >
                    {ROLE_LABEL[p.role]}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                  {dateTime(p.createdAt)}
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                  {dateTime(p.lastSignInAt)}
                </td>
                <td className="px-4 py-2">
                  {p.disabled ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Disabled
                    </span>
                  ) : (
                    <span className="text-xs text-slate-600">Active</span>
                  )}
                </td>
                <td className="px-4 py-2">
                  <PersonActions person={p} me={me} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {people.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">No accounts match.</p>
        ) : null}
      </div>
      <PageLinks page={people.page} pageCount={people.pageCount} href={pageHref} />
    </main>
  );
}
