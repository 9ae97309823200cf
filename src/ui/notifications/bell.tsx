/**
 * The top bar's bell (docs/ARCHITECTURE.md §13.6): the unread count on it, and a panel of the
 * user's notifications newest first, each a link that marks it read and opens what it is about,
 * with 'Mark all read'. It reads the mirror, so it counts and lists offline; a mark made offline
 * waits in the outbox and the count drops at once.
 *
 * Placement is the outbox panel's: under the button from 640 px, the top bar's width below that.
 */
import { useRouter } from "@tanstack/react-router";
import { Bell, CheckCheck } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { refreshPush } from "../../api/push.ts";
import { useSession } from "../../api/session.ts";
import { useSyncStatus } from "../../db/hooks.ts";
import {
  isUnread,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  useNotifications,
} from "../../db/notifications.ts";
import { syncNow } from "../../db/sync.ts";
import { formatDateTime } from "../../domain/format.ts";
import { ErrorBox } from "../error-box.tsx";
import { ageText } from "../freshness-line.tsx";
import { useDismiss } from "../use-dismiss.ts";
import { useOnline } from "../use-online.ts";

const PAGE = 30;

/** '3' on the bell, '99+' past that. */
export const unreadBadge = (n: number) => (n > 99 ? "99+" : String(n));

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const list = useNotifications(limit);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, triggerRef);
  useEffect(() => {
    if (!open) setLimit(PAGE);
  }, [open]);
  useWorkerMessages();
  // A kept subscription is bound to this session, once per sign-in (src/api/push.ts).
  const { user, token } = useSession();
  const userId = user?._id;
  useEffect(() => {
    if (userId && token) void refreshPush(userId).catch(() => undefined);
  }, [userId, token]);

  const label = list.unread ? `Notifications, ${list.unread} unread` : "Notifications";
  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={triggerRef}
        type="button"
        className="btn btn-ghost btn-square relative min-h-11 min-w-11 lg:min-h-10 lg:min-w-10"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden="true" />
        {list.unread > 0 && (
          <span
            className="badge badge-error badge-xs absolute top-1 right-0.5 h-4 min-w-4 px-1 font-semibold text-[0.65rem] tabular-nums"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {unreadBadge(list.unread)}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel id={panelId} list={list} onMore={() => setLimit((l) => l + PAGE)} onOpen={close} />
      )}
    </div>
  );
}

/**
 * What the service worker tells the open pages (sw/sw.ts) when its notification was clicked: the
 * page opens its path in place and marks it read. (That a push arrived is the sync's to hear:
 * src/db/sync.ts pulls the list then, so the bell counts it at once.)
 */
function useWorkerMessages() {
  const router = useRouter();
  useEffect(() => {
    const sw = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
    if (!sw) return;
    const onMessage = (e: MessageEvent) => {
      const m = e.data as { type?: unknown; id?: unknown; url?: unknown } | null;
      if (
        m?.type === "open-notification" &&
        typeof m.url === "string" &&
        m.url.startsWith("/") &&
        !m.url.startsWith("//")
      ) {
        if (typeof m.id === "string") void markNotificationRead(m.id);
        router.history.push(m.url);
      }
    };
    sw.addEventListener("message", onMessage);
    return () => sw.removeEventListener("message", onMessage);
  }, [router]);
}

function NotificationPanel({
  id,
  list,
  onMore,
  onOpen,
}: {
  id: string;
  list: ReturnType<typeof useNotifications>;
  onMore: () => void;
  onOpen: () => void;
}) {
  const sync = useSyncStatus("notifications");
  const online = useOnline();
  const [marking, setMarking] = useState(false);
  const neverLoaded = !sync.loading && !sync.lastSyncedAt;
  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotificationsRead();
    } finally {
      setMarking(false);
    }
  };
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="absolute inset-x-2 top-full z-50 mt-2 flex max-h-[calc(100dvh-9rem)] flex-col gap-2 overflow-y-auto overscroll-contain rounded-box border border-base-300 bg-base-100 p-3 shadow-xl sm:inset-x-auto sm:right-0 sm:max-h-[70vh] sm:w-96"
      data-testid="notification-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          Notifications
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs max-lg:min-h-9"
          onClick={() => void markAll()}
          disabled={marking || list.unread === 0}
        >
          <CheckCheck className="size-3.5" aria-hidden="true" />
          Mark all read
        </button>
      </div>
      {!online && (
        <p className="text-base-content/75 text-xs" data-testid="notification-offline">
          You are offline: these are the notifications this device has.
        </p>
      )}
      {list.loading || (sync.loading && !list.rows.length) ? (
        <div
          className="skeleton-group flex flex-col gap-2"
          aria-busy="true"
          data-testid="notification-skeleton"
        >
          <div className="skeleton h-12 w-full" />
          <div className="skeleton h-12 w-full" />
        </div>
      ) : list.rows.length ? (
        <ul className="flex flex-col gap-1" data-testid="notification-list">
          {list.rows.map((n) => (
            <NotificationItem key={n._id} n={n} unread={isUnread(n, list.pending)} onOpen={onOpen} />
          ))}
        </ul>
      ) : neverLoaded && sync.lastError ? (
        <ErrorBox message={sync.lastError} onRetry={() => void syncNow(["notifications"])} />
      ) : neverLoaded && sync.syncing ? (
        <div className="skeleton h-12 w-full" aria-busy="true" />
      ) : (
        <p className="py-4 text-center text-base-content/75 text-sm">No notifications yet.</p>
      )}
      {list.more && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onMore}>
          Show earlier notifications
        </button>
      )}
    </section>
  );
}

function NotificationItem({
  n,
  unread,
  onOpen,
}: {
  n: NotificationRow;
  unread: boolean;
  onOpen: () => void;
}) {
  const router = useRouter();
  return (
    <li>
      <a
        href={n.url}
        className={`flex gap-2 rounded-field p-2 hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary ${unread ? "bg-primary/5" : ""}`}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (unread) void markNotificationRead(n._id);
          onOpen();
          router.history.push(n.url);
        }}
        data-testid="notification-item"
        data-unread={unread || undefined}
      >
        <span
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? "bg-primary" : "bg-transparent"}`}
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={`break-words text-sm ${unread ? "font-semibold" : ""}`}>
            {unread && <span className="sr-only">Unread: </span>}
            {n.title}
          </span>
          <span className="break-words text-base-content/80 text-xs">{n.body}</span>
          <time
            className="text-base-content/70 text-xs"
            dateTime={n.createdAt}
            title={formatDateTime(n.createdAt)}
          >
            {ageText(n.createdAt)}
          </time>
        </span>
      </a>
    </li>
  );
}
