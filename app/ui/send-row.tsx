import type { ReactNode } from "react";

/**
 * The end of a public form in two columns: what the server refused as a whole (an alert), the
 * wide send button, which says it is sending (green where the post goes on to WhatsApp), and a
 * line under it.
 */
export function SendRow({
  problem,
  sending,
  label,
  sendingLabel,
  note,
  tone = "green",
}: {
  problem?: string;
  sending: boolean;
  label: string;
  sendingLabel: string;
  note?: ReactNode;
  tone?: "green" | "brand";
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className={`w-full rounded-lg px-6 py-3 font-bold text-white disabled:opacity-60 sm:w-auto ${
            tone === "green" ? "bg-green-700 hover:bg-green-800" : "bg-brand-800 hover:bg-brand-900"
          }`}
        >
          {sending ? sendingLabel : label}
        </button>
        {note ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
      </div>
    </>
  );
}
