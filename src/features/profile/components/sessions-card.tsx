/**
 * Signed-in devices (Profile Settings; docs/ARCHITECTURE.md §4.1): every session of the account
 * that still stands, with its device in plain words, its network address and when it was last seen
 * (Karachi time), "This device" on the current one. Another device can be signed out from here
 * (it is refused from its next call on); "Sign out everywhere" ends every session, this one
 * included, and this device goes to the sign-in screen like a sign-out from the user menu.
 */
import { useNavigate } from "@tanstack/react-router";
import { LogOut, MonitorSmartphone, Smartphone } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "../../../api/session.ts";
import { formatDateTime } from "../../../domain/format.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { signOut } from "../../../ui/layout/user-menu.tsx";
import { toast } from "../../../ui/toast.ts";
import { endAllSessions, endSession, listSessions, type SessionRow } from "../sessions-data.ts";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; rows: SessionRow[] };

const PHONE = /iPhone|iPad|Android/;

function SessionSkeleton() {
  return (
    <ul
      aria-hidden="true"
      className="skeleton-group divide-y divide-base-300"
      data-testid="sessions-skeleton"
    >
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <div className="skeleton size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-3 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SessionsCard() {
  const { user, token } = useSession();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [everywhere, setEverywhere] = useState(false);

  const refresh = useCallback(async (signal?: AbortSignal) => {
    setLoad((l) => (l.state === "ready" ? l : { state: "loading" }));
    const out = await listSessions(signal);
    if (signal?.aborted || (!out.ok && out.aborted)) return;
    setLoad(out.ok ? { state: "ready", rows: out.data } : { state: "failed", message: out.message });
  }, []);

  // Read again when the token changes (a password change signs the other devices out).
  useEffect(() => {
    const ctrl = new AbortController();
    void refresh(ctrl.signal);
    return () => ctrl.abort();
  }, [refresh, token]);

  const endOne = async (row: SessionRow) => {
    setEnding(row._id);
    const out = await endSession(row._id);
    setEnding(null);
    if (!out.ok) {
      if (!out.aborted) toast.error(out.message);
      return;
    }
    toast.success(`${row.device} is signed out.`);
    await refresh();
  };

  const endEverywhere = async () => {
    if (!user) return;
    setEverywhere(true);
    let message = "";
    const done = await signOut(user, async (headers) => {
      const out = await endAllSessions(headers);
      if (out.ok) return out.answer;
      message = out.message;
      return false;
    });
    setEverywhere(false);
    setConfirming(false);
    if (!done) {
      if (message) toast.error(message);
      return;
    }
    toast.success("You are signed out on every device.");
    await navigate({ to: "/login", replace: true });
  };

  return (
    <section
      aria-labelledby="sessions-title"
      aria-busy={load.state === "loading" || undefined}
      className="card border border-base-300 bg-base-100"
      data-testid="sessions-card"
    >
      <div className="card-body gap-0 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <h2 id="sessions-title" className="card-title text-lg">
              Signed-in devices
            </h2>
            <p className="mt-1 text-sm text-base-content/70">
              Where your account is signed in now. Sign out any device you do not recognise.
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm max-lg:min-h-11"
            onClick={() => setConfirming(true)}
            disabled={everywhere}
            data-testid="sign-out-everywhere"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out everywhere
          </button>
        </div>
        <div className="mt-4">
          {load.state === "loading" && <SessionSkeleton />}
          {load.state === "failed" && <ErrorBox message={load.message} onRetry={() => void refresh()} />}
          {load.state === "ready" && (
            <ul className="divide-y divide-base-300" data-testid="sessions-list">
              {load.rows.map((row) => {
                const Icon = PHONE.test(row.device) ? Smartphone : MonitorSmartphone;
                return (
                  <li
                    key={row._id}
                    className="flex flex-wrap items-center gap-3 py-3"
                    data-testid="session-row"
                    data-current={row.current || undefined}
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-base-200"
                    >
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        <span className="break-words">{row.device}</span>
                        {row.current && (
                          <span className="badge badge-primary badge-soft badge-sm">This device</span>
                        )}
                      </p>
                      <p className="text-sm text-base-content/70">
                        {row.address || "Unknown address"} · Last seen {formatDateTime(row.lastSeenAt)}
                      </p>
                    </div>
                    {!row.current && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm max-lg:min-h-11"
                        onClick={() => void endOne(row)}
                        disabled={ending !== null}
                        aria-busy={ending === row._id || undefined}
                        aria-label={`Sign out ${row.device}, last seen ${formatDateTime(row.lastSeenAt)}`}
                      >
                        {ending === row._id ? (
                          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                        ) : (
                          <LogOut className="size-4" aria-hidden="true" />
                        )}
                        Sign out
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        message="Every device signed in to your account is signed out, this one included, and you will sign in again here. Changes on this device that have not been sent yet are deleted."
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        action="delete"
        busy={everywhere}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void endEverywhere()}
      />
    </section>
  );
}
