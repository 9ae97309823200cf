/**
 * The top bar: the menu button (below lg), the page title, the search box, the offline badge, the
 * count of unsent changes (the outbox), the notifications' bell, the theme toggle and the user menu.
 */
import { Menu } from "lucide-react";
import { type RefObject, useRef } from "react";
import type { SessionUser } from "../../api/session.ts";
import { ThemeToggle } from "../theme-toggle.tsx";
import { useAfterPaintComponent } from "./after-first-paint.ts";
import { OfflineIndicator } from "./offline-indicator.tsx";
import { SearchBox } from "./search-box.tsx";
import { useTopBarHeight } from "./top-bar-height.ts";
import { UserMenu } from "./user-menu.tsx";

/**
 * The unsent-changes count shows nothing while there are none, and it reads the offline mirror
 * (Dexie): it renders (and its code loads) after the first paint, so the layout paints without the
 * mirror's code.
 */
const loadOutboxButton = () => import("../outbox/outbox-button.tsx").then((m) => m.OutboxButton);
/** The bell reads the mirror too (docs/ARCHITECTURE.md §13.6): after the first paint as well. */
const loadNotificationBell = () => import("../notifications/bell.tsx").then((m) => m.NotificationBell);

export function TopBar({
  title,
  searchPlaceholder,
  user,
  drawerOpen,
  drawerId,
  onOpenDrawer,
  menuButtonRef,
}: {
  title: string;
  searchPlaceholder: string;
  user: SessionUser | null;
  drawerOpen: boolean;
  drawerId: string;
  onOpenDrawer: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const OutboxButton = useAfterPaintComponent(loadOutboxButton, user !== null);
  const NotificationBell = useAfterPaintComponent(loadNotificationBell, user !== null);
  const bar = useRef<HTMLElement>(null);
  useTopBarHeight(bar);
  return (
    <header
      ref={bar}
      className="sticky top-0 z-30 border-base-300 border-b bg-base-100/90 backdrop-blur supports-[backdrop-filter]:bg-base-100/75"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-2.5 sm:px-4 md:flex-nowrap lg:gap-x-4 lg:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          className="btn btn-ghost btn-square min-h-11 min-w-11 lg:hidden"
          onClick={onOpenDrawer}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          data-testid="menu-button"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <p
          className="min-w-0 flex-1 truncate font-semibold text-lg md:flex-initial lg:text-xl"
          data-testid="top-bar-title"
        >
          {title}
        </p>
        {/* One box: its own row on phones, in line from md. */}
        <SearchBox
          placeholder={searchPlaceholder}
          className="order-last basis-full px-1 pb-0.5 md:order-none md:mx-auto md:max-w-md md:flex-1 md:basis-auto md:p-0"
        />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <OfflineIndicator />
          {user && OutboxButton && <OutboxButton />}
          {user &&
            (NotificationBell ? (
              <NotificationBell />
            ) : (
              <span className="size-11 lg:size-10" aria-hidden="true" />
            ))}
          <ThemeToggle />
          {user && <UserMenu user={user} />}
        </div>
      </div>
    </header>
  );
}
