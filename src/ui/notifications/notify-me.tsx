/**
 * 'Notify me when my booking is approved' (docs/ARCHITECTURE.md §13.6): turns Web Push on for
 * this browser from the user's own click, the only moment the permission is asked for. It says
 * when push is on already, when the browser blocks it, and nothing where the browser has no push.
 * Profile Settings shows the same control with a way to turn it off (`settings`).
 */
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { disablePush, enablePush, PUSH_TEXT, type PushState, pushState } from "../../api/push.ts";
import { useSession } from "../../api/session.ts";

export const NOTIFY_ME = "Notify me when my booking is approved";
export const PUSH_ON = "Notifications are on for this device.";

export function NotifyMe({ settings = false, label = NOTIFY_ME }: { settings?: boolean; label?: string }) {
  const { user } = useSession();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void pushState(userId)
      .catch((): PushState => "unsupported")
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [userId]);

  if (!userId || state === null) return null;
  if (state === "unsupported")
    return settings ? <p className="text-base-content/75 text-sm">{PUSH_TEXT.unsupported}</p> : null;

  const turn = async (on: boolean) => {
    setBusy(true);
    setMessage(null);
    const out = on ? await enablePush(userId) : await disablePush();
    setBusy(false);
    if (out.ok) setState(on ? "on" : "off");
    else {
      setMessage(out.message);
      if (typeof Notification !== "undefined" && Notification.permission === "denied") setState("denied");
    }
  };

  return (
    <div className="flex flex-col items-center gap-2 sm:items-start" data-testid="notify-me">
      {state === "on" ? (
        <p role="status" className="flex items-center gap-1.5 text-sm text-success">
          <BellRing className="size-4" aria-hidden="true" />
          {PUSH_ON}
        </p>
      ) : state === "denied" ? (
        <p role="status" className="text-base-content/80 text-sm">
          {PUSH_TEXT.denied}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm max-lg:min-h-11"
          onClick={() => void turn(true)}
          disabled={busy}
        >
          <BellRing className="size-4" aria-hidden="true" />
          {label}
        </button>
      )}
      {settings && state === "on" && (
        <button
          type="button"
          className="btn btn-ghost btn-sm max-lg:min-h-11"
          onClick={() => void turn(false)}
          disabled={busy}
        >
          Turn off on this device
        </button>
      )}
      {message && (
        <p role="alert" className="text-error text-sm">
          {message}
        </p>
      )}
    </div>
  );
}
