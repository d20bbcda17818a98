import { m } from "~/i18n/paraglide/messages.js";
import { YourOrders } from "~/orders/your-orders";
import type { AccountPageData } from "./account-page.server";
import { YourQuotations } from "./your-quotations";

/** /user: who is signed in, their quotations (when they have any) and their orders. */
export function AccountPage({ page }: { page: AccountPageData }) {
  const { user, orders, quotations } = page;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.account_my_orders()}</h1>
      <p className="mt-1 text-slate-600">
        {m.account_signed_in_as({ name: user.name, email: user.email })}
      </p>
      {quotations.length > 0 ? <YourQuotations quotations={quotations} /> : null}
      <YourOrders orders={orders} />
    </main>
  );
}
