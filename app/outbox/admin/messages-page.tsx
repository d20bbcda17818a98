import { RotateCw } from "lucide-react";
import { Form } from "react-router";
import { AdminListPage, FilterSelect } from "~/admin/kit/list-page";
import { ADMIN } from "~/http/paths";
import { type MessageFilter, messageFilterParams } from "../message-filter";
import {
  CHANNEL_LABEL,
  MESSAGE_STATUS_LABEL,
  MESSAGE_STATUSES,
  type MessageChannel,
} from "../message-status";
import type { listMessages, MessageView } from "../messages-list.server";
import { MessageSummary } from "./message-trail";

type MessagesPage = Awaited<ReturnType<typeof listMessages>>;

const CHANNELS: readonly MessageChannel[] = ["email", "whatsapp"];

/**
 * /admin/messages: every message the shop sent or will send (lead e-mails, alerts,
 * quotations), newest first, with where each stands; a failed one can be sent again.
 */
export function MessagesPage({ filter, list }: { filter: MessageFilter; list: MessagesPage }) {
  const failed = list.counts.failed ?? 0;
  const waiting = (list.counts.pending ?? 0) + (list.counts.sending ?? 0);
  return (
    <AdminListPage
      title="Messages"
      total={list.total}
      actions={
        <p className="text-sm text-slate-600" data-testid="message-counts">
          {waiting} waiting to go · {failed} failed
        </p>
      }
      filters={
        <>
          <FilterSelect
            id="message-status"
            name="status"
            label="Status"
            all="Every status"
            value={filter.status}
            choices={MESSAGE_STATUSES}
            labels={MESSAGE_STATUS_LABEL}
          />
          <FilterSelect
            id="message-channel"
            name="channel"
            label="Channel"
            all="Every channel"
            value={filter.channel}
            choices={CHANNELS}
            labels={CHANNEL_LABEL}
          />
        </>
      }
      listLabel="Messages"
      empty="No messages match these filters."
      items={list.items}
      row={(message) => <MessageRow key={message.id} message={message} />}
      page={list.page}
      pageCount={list.pageCount}
      href={(n) => `${ADMIN.messages}${messageFilterParams(filter, n)}`}
    />
  );
}

function MessageRow({ message }: { message: MessageView }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="message"
    >
      <MessageSummary message={message} />
      {message.status === "failed" ? (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="id" value={message.id} />
          <button
            type="submit"
            name="intent"
            value="retry"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" /> Send again
          </button>
        </Form>
      ) : null}
    </li>
  );
}
