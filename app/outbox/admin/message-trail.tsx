import { Mail, MessageCircle } from "lucide-react";
import { indiaDateTime } from "~/format/india-time";
import { CHANNEL_LABEL, MESSAGE_STATUS_LABEL, MESSAGE_STATUS_STYLE } from "../message-status";
import type { MessageView } from "../messages-list.server";

/** A message's status as a chip (admin, English). */
function MessageStatusChip({ message }: { message: Pick<MessageView, "status"> }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${MESSAGE_STATUS_STYLE[message.status]}`}
      data-testid="message-status"
    >
      {MESSAGE_STATUS_LABEL[message.status]}
    </span>
  );
}

/**
 * Where a message is on its way, step by step with the time of each: queued, sent, delivered,
 * read; or failed with the reason; or waiting for its next attempt after a failure.
 */
function MessageTrail({ message: m }: { message: MessageView }) {
  const steps: [string, number | null][] = [
    ["Queued", m.createdAt],
    ["Sent", m.sentAt],
    ["Delivered", m.deliveredAt],
    ["Read", m.readAt],
  ];
  const reached = steps.filter(([, at]) => at !== null) as [string, number][];
  return (
    <div className="text-xs text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5" aria-label="Steps">
        {reached.map(([label, at], i) => (
          <li key={label} className="inline-flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">→</span> : null}
            <span>
              <span className="font-semibold text-slate-700">{label}</span> {indiaDateTime(at)}
            </span>
          </li>
        ))}
      </ol>
      {m.status === "failed" ? (
        <p className="mt-1 break-words text-red-800">
          Failed{m.failedAt ? ` ${indiaDateTime(m.failedAt)}` : ""}
          {m.lastError ? `: ${m.lastError}` : ""}
        </p>
      ) : m.status === "pending" && m.attempts > 0 ? (
        <p className="mt-1 break-words text-amber-800">
          Attempt {m.attempts} failed{m.lastError ? `: ${m.lastError}` : ""}. Next try{" "}
          {indiaDateTime(m.nextAttemptAt)}.
        </p>
      ) : null}
    </div>
  );
}

/** A message's channel, with its icon. */
function MessageChannelLabel({ message }: { message: Pick<MessageView, "channel"> }) {
  const Icon = message.channel === "email" ? Mail : MessageCircle;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-700">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {CHANNEL_LABEL[message.channel]}
    </span>
  );
}

/** One message in a list: what it is, to whom, its status and its trail. */
export function MessageSummary({ message }: { message: MessageView }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <MessageStatusChip message={message} />
        <MessageChannelLabel message={message} />
        <span className="break-words text-sm font-semibold text-slate-900">{message.title}</span>
      </div>
      <p className="mt-0.5 break-words text-xs text-slate-600">
        To {message.to || "the lead e-mail's recipients (SMTP_TO)"}
      </p>
      <div className="mt-1">
        <MessageTrail message={message} />
      </div>
    </div>
  );
}
