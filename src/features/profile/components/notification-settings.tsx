/**
 * Profile Settings, Notifications (docs/ARCHITECTURE.md §13.6): push on this device (turned on
 * only from the button: the permission is asked then), and for each event of the user's role
 * whether it also comes by push and by e-mail. Every notification is in the bell's list whatever
 * is chosen here. A save names the version it read; one made meanwhile elsewhere (412) is shown
 * as saved, and the user is asked to choose again.
 */
import { Save } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "../../../api/session.ts";
import {
  type Channels,
  EVENT_LABELS,
  type NotificationType,
  typesFor,
} from "../../../domain/notifications.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { NotifyMe } from "../../../ui/notifications/notify-me.tsx";
import { toast } from "../../../ui/toast.ts";
import { loadPreferences, type Preferences, savePreferences } from "../notification-data.ts";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; prefs: Preferences };

export const PREFERENCES_SAVED = "Notification settings saved";
export const PREFERENCES_MOVED =
  "Your notification settings were changed on another device. They are shown as saved there; make your change again.";

export function NotificationSettings() {
  const { user } = useSession();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [draft, setDraft] = useState<Partial<Record<NotificationType, Channels>>>({});
  const [saving, setSaving] = useState(false);

  const refresh = useCallback(async (signal?: AbortSignal) => {
    setLoad({ state: "loading" });
    const out = await loadPreferences(signal);
    if (signal?.aborted || (!out.ok && out.aborted)) return;
    setDraft({});
    setLoad(out.ok ? { state: "ready", prefs: out.data } : { state: "failed", message: out.message });
  }, []);
  useEffect(() => {
    const ctrl = new AbortController();
    void refresh(ctrl.signal);
    return () => ctrl.abort();
  }, [refresh]);

  if (!user) return null;
  const events = typesFor(user.role);
  const shown = (t: NotificationType): Channels | null => {
    if (load.state !== "ready") return null;
    const saved = load.prefs.events[t];
    return draft[t] ?? (saved ? { push: saved.push, email: saved.email } : null);
  };
  const toggle = (t: NotificationType, channel: keyof Channels) => {
    const now = shown(t);
    if (now) setDraft((d) => ({ ...d, [t]: { ...now, [channel]: !now[channel] } }));
  };
  const changed = Object.keys(draft).length > 0;

  const save = async () => {
    if (load.state !== "ready") return;
    setSaving(true);
    const out = await savePreferences(draft, load.prefs.version);
    setSaving(false);
    if (out.ok) {
      setDraft({});
      setLoad({ state: "ready", prefs: out.data });
      toast.success(PREFERENCES_SAVED);
    } else if (out.status === 412) {
      toast.error(PREFERENCES_MOVED);
      await refresh();
    } else toast.error(out.message);
  };

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="card border border-base-300 bg-base-100"
      data-testid="notification-settings"
    >
      <div className="card-body gap-4 p-5">
        <div>
          <h2 id="notification-settings-title" className="card-title text-lg">
            Notifications
          </h2>
          <p className="text-base-content/75 text-sm">
            Every notification is listed under the bell. Choose which also come to this device and by e-mail.
          </p>
        </div>
        <NotifyMe settings label="Turn on notifications on this device" />
        {load.state === "failed" ? (
          <ErrorBox message={load.message} onRetry={() => void refresh()} />
        ) : load.state === "loading" ? (
          <div
            className="skeleton-group flex flex-col gap-2"
            aria-busy="true"
            data-testid="preferences-skeleton"
          >
            {events.map((t) => (
              <div key={t} className="skeleton h-8 w-full" />
            ))}
          </div>
        ) : (
          <table className="table-sm table" data-testid="notification-preferences">
            <thead>
              <tr className="text-base-content">
                <th scope="col">Event</th>
                <th scope="col" className="w-16 text-center">
                  Push
                </th>
                <th scope="col" className="w-16 text-center">
                  E-mail
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((t) => {
                const c = shown(t);
                return (
                  <tr key={t}>
                    <th scope="row" className="font-normal">
                      {EVENT_LABELS[t]}
                    </th>
                    {(["push", "email"] as const).map((channel) => (
                      <td key={channel} className="text-center">
                        <input
                          type="checkbox"
                          className="checkbox checkbox-sm checkbox-primary"
                          checked={c?.[channel] ?? false}
                          onChange={() => toggle(t, channel)}
                          aria-label={`${EVENT_LABELS[t]}: ${channel === "push" ? "push" : "e-mail"}`}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {load.state === "ready" && (
          <div className="flex justify-end">
            <button
              type="button"
              className="btn btn-primary btn-sm max-lg:min-h-11"
              disabled={!changed || saving}
              onClick={() => void save()}
            >
              <Save className="size-4" aria-hidden="true" />
              Save notification settings
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
