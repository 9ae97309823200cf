/**
 * The top bar's count of unsent changes ('3 unsent changes'; nothing when there are none). It opens
 * a small panel listing them (label, state, the server's message) with Retry and Discard, and
 * 'Send now' while online. Closes on Escape and an outside click, and gives focus back.
 */
import { CloudUpload, RefreshCw } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { flushOutbox } from "../../db/outbox.ts";
import { useOutbox } from "../../db/outbox-hooks.ts";
import { useOnline } from "../use-online.ts";
import { OutboxEntryItem, unsentText } from "./outbox-ui.tsx";

export function OutboxButton() {
  const all = useOutbox();
  // A write being sent right now is not 'unsent' (a plain online save would flash the count).
  const entries = useMemo(() => all.filter((e) => e.status !== "sending"), [all]);
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const failed = entries.filter((e) => e.status === "failed").length;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      // Dialogs the panel opens (Discard, Compare) live in a portal: clicks there keep it open.
      const t = e.target as Element | null;
      if (rootRef.current?.contains(t) || t?.closest?.("[role='dialog']")) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

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
    <div ref={rootRef} className="relative">
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
        </span>
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Unsent changes"
          className="absolute top-full right-0 z-50 mt-2 flex max-h-[70vh] w-80 max-w-[calc(100vw-1rem)] flex-col gap-2 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-3 shadow-xl"
          onKeyDown={(e) => {
            if (e.key === "Escape" && !document.querySelector("[role='dialog']")) {
              setOpen(false);
              triggerRef.current?.focus();
            }
          }}
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
                Send now
              </button>
            )}
          </div>
          <p className="text-base-content/75 text-xs">
            {online
              ? "Changes are sent in the order you made them."
              : "You are offline. These changes are kept on this device and sent when you are back online."}
          </p>
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
