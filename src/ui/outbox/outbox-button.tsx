/**
 * The top bar's count of unsent changes ('3 unsent changes'; nothing when there are none). It opens
 * a small panel listing them (label, state, the server's message) with Retry and Discard, and
 * 'Send now' while online. Closes on Escape (from the button or the panel) and an outside click,
 * and gives focus back.
 *
 * Placement: from 640 px the panel hangs under the button, right-aligned (20rem). Below that the
 * button is not at the screen's edge (the theme toggle and the user menu follow it), so a panel
 * aligned to it ran off the left edge at 390 px: there the wrapper is not positioned and the panel
 * takes the sticky top bar as its containing block, spanning its width (0.5rem in from each side)
 * just under it, its height capped to the screen left and scrolled inside.
 */
import { CloudUpload, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { flushOutbox, isAwaited } from "../../db/outbox.ts";
import { type Circuit, nextTryText, useOutbox, useOutboxCircuit } from "../../db/outbox-hooks.ts";
import { useDismiss } from "../use-dismiss.ts";
import { useOnline } from "../use-online.ts";
import { OutboxEntryItem } from "./outbox-entry.tsx";
import { unsentText } from "./outbox-text.ts";

export function OutboxButton() {
  const all = useOutbox();
  // A write a dialog is waiting for is the dialog's to show (a plain online save would flash the
  // count); a queued one being sent again stays counted.
  const entries = useMemo(() => all.filter((e) => !(e.status === "sending" && isAwaited(e.id))), [all]);
  const online = useOnline();
  const { circuit, now } = useOutboxCircuit(online);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const failed = entries.filter((e) => e.status === "failed").length;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, triggerRef);

  useEffect(() => {
    if (!entries.length) setOpen(false);
  }, [entries.length]);

  if (!entries.length) return null;
  const text = unsentText(entries.length);

  const sendNow = async () => {
    setSending(true);
    try {
      await flushOutbox({ force: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={triggerRef}
        type="button"
        className="flex min-h-11 items-center rounded-field focus-visible:outline-2 focus-visible:outline-primary lg:min-h-10"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="outbox-count"
      >
        <span className={`badge ${failed ? "badge-error" : "badge-warning"} gap-1 font-medium`}>
          <CloudUpload className="size-3.5" aria-hidden="true" />
          <span className="max-sm:sr-only">{text}</span>
          <span className="sm:hidden" aria-hidden="true">
            {entries.length}
          </span>
          {circuit && (
            <span className="max-md:sr-only" data-testid="outbox-next-try">
              · {nextTryText(circuit.nextAttemptAt - now)}
            </span>
          )}
        </span>
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Unsent changes"
          className="absolute inset-x-2 top-full z-50 mt-2 flex max-h-[calc(100dvh-9rem)] flex-col gap-2 overflow-y-auto overscroll-contain rounded-box border border-base-300 bg-base-100 p-3 shadow-xl sm:inset-x-auto sm:right-0 sm:max-h-[70vh] sm:w-80"
          data-testid="outbox-panel"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">{text}</p>
            {online && (
              <button
                type="button"
                className="btn btn-xs btn-primary max-lg:min-h-9"
                onClick={() => void sendNow()}
                disabled={sending}
              >
                <RefreshCw className={`size-3.5 ${sending ? "animate-spin" : ""}`} aria-hidden="true" />
                {circuit ? "Retry now" : "Send now"}
              </button>
            )}
          </div>
          {circuit ? (
            <p
              className="rounded-field bg-warning/15 px-2 py-1.5 text-xs"
              role="status"
              data-testid="outbox-circuit"
            >
              {circuitText(circuit, now)}
            </p>
          ) : (
            <p className="text-base-content/75 text-xs">
              {online
                ? "Changes are sent in the order you made them."
                : "You are offline. These changes are kept on this device and sent when you are back online."}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {entries.map((e) => (
              <OutboxEntryItem key={e.seq} entry={e} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** 'Server unavailable — 2 changes waiting, next try in 40 s'. */
export function circuitText(c: Circuit, now: number): string {
  const what = c.cause === "server" ? "Server unavailable" : "No answer from the server";
  return `${what} — ${c.waiting} change${c.waiting === 1 ? "" : "s"} waiting, ${nextTryText(c.nextAttemptAt - now)}`;
}
