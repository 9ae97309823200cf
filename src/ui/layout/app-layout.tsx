/**
 * The signed-in layout: the sidebar (a fixed, collapsible column on desktops; a drawer below lg),
 * the top bar, and the page.
 */
import { useMatches, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useSession } from "../../api/session.ts";
import { setGlobalSearch } from "../search.ts";
import { DESKTOP_QUERY, useMediaQuery } from "../use-media-query.ts";
import { useStoredFlag } from "../use-stored-flag.ts";
import { useAfterFirstPaint } from "./after-first-paint.ts";
import { AREA_TITLES } from "./menus.ts";
import { DEFAULT_SEARCH_PLACEHOLDER } from "./search-box.tsx";
import { Sidebar } from "./sidebar.tsx";
import { TopBar } from "./top-bar.tsx";

export const SIDEBAR_COLLAPSED_KEY = "sidebar-collapsed";
export const MAIN_CONTENT_ID = "main-content";

/** The body's class while the phone's menu is open: the page under it keeps still (src/styles.css). */
const DRAWER_SCROLL_LOCK = "drawer-scroll-lock";

export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const area = user?.role === "admin" ? "admin" : "customer";
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const matches = useMatches();
  const deepest = (key: "title" | "search") =>
    [...matches].reverse().find((m) => m.staticData?.[key])?.staticData[key];
  const title = deepest("title") ?? AREA_TITLES[area];
  const searchPlaceholder = deepest("search") ?? DEFAULT_SEARCH_PLACEHOLDER;

  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const sideId = `${drawerId}-side`;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sideRef = useRef<HTMLDivElement>(null);

  // A new page: the search term of the old one no longer applies, and the drawer closes.
  useLayoutEffect(() => {
    setGlobalSearch("");
    setDrawerOpen(false);
  }, [pathname]);

  const drawerShown = drawerOpen && !isDesktop;
  // Below lg the menu starts as a closed drawer: its links (a fifth of the page's elements) are not
  // part of the first paint. They render once the page has painted, in a render React slices (the
  // paint's update is a transition), or at once if the menu is opened first (docs/PERFORMANCE.md).
  // On a desktop the column is there from the first render, and nothing renders again after the
  // paint for it.
  const painted = useAfterFirstPaint(!isDesktop);
  const sidebarRendered = isDesktop || drawerOpen || painted;

  /** Closes the menu and gives focus back to its button (the page is inert until the close commits). */
  const closeDrawer = () => {
    flushSync(() => setDrawerOpen(false));
    menuButtonRef.current?.focus();
  };

  useEffect(() => {
    if (!drawerShown) return;
    // The page under the open menu keeps still (the class, not daisyUI's lock: src/styles.css).
    document.body.classList.add(DRAWER_SCROLL_LOCK);
    // Focus moves into the drawer; Escape closes it and gives focus back to the menu button.
    // The drawer turns visible after daisyUI's short transition delay: retry until focus lands.
    const side = sideRef.current;
    const target =
      side?.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
      side?.querySelector<HTMLElement>("nav a");
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusTarget = () => {
      target?.focus();
      if (target && document.activeElement !== target && ++tries < 10) timer = setTimeout(focusTarget, 50);
    };
    focusTarget();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) closeDrawer();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove(DRAWER_SCROLL_LOCK);
    };
  }, [drawerShown]);

  return (
    <div className="drawer min-h-dvh bg-base-200 lg:drawer-open">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        checked={drawerShown}
        onChange={(e) => setDrawerOpen(e.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-dvh min-w-0 flex-col overflow-x-clip" inert={drawerShown}>
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="btn btn-primary btn-sm -translate-y-24 fixed top-2 left-2 z-[60] focus:translate-y-0"
          onClick={(e) => {
            // Move focus without touching the URL (the router owns it).
            e.preventDefault();
            const main = document.getElementById(MAIN_CONTENT_ID);
            main?.focus();
            main?.scrollIntoView();
          }}
        >
          Skip to content
        </a>
        <TopBar
          title={title}
          searchPlaceholder={searchPlaceholder}
          user={user}
          drawerOpen={drawerShown}
          drawerId={sideId}
          onOpenDrawer={() => setDrawerOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-5 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
      <div
        id={sideId}
        ref={sideRef}
        className={`drawer-side z-40 ${collapsed && isDesktop ? "lg:overflow-visible" : ""}`}
      >
        <label htmlFor={drawerId} className="drawer-overlay">
          <span className="sr-only">Close menu</span>
        </label>
        {sidebarRendered && (
          <Sidebar
            area={area}
            pathname={pathname}
            collapsed={collapsed}
            isDesktop={isDesktop}
            onCollapsedChange={setCollapsed}
            onClose={closeDrawer}
          />
        )}
      </div>
    </div>
  );
}
