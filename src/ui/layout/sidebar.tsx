/**
 * The sidebar: the area title with the logo, the menu (links and expandable groups) and the
 * version label. On desktops it is a fixed column that collapses to icons; below lg it is the
 * content of the drawer.
 */
import { PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { useEffect, useState } from "react";
import { BrandMark } from "../brand-mark.tsx";
import { GroupItem } from "./menu-group.tsx";
import { MenuItemLink } from "./menu-link.tsx";
import {
  APP_VERSION,
  AREA_TITLES,
  type Area,
  groupForPath,
  isGroup,
  type MenuGroup,
  menuFor,
} from "./menus.ts";

export function Sidebar({
  area,
  pathname,
  collapsed,
  isDesktop,
  onCollapsedChange,
  onClose,
}: {
  area: Area;
  pathname: string;
  /** Desktop only: the column shows icons only. */
  collapsed: boolean;
  isDesktop: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Closes the drawer (below lg). */
  onClose: () => void;
}) {
  const menu = menuFor(area);
  const iconsOnly = collapsed && isDesktop;
  const currentGroup = groupForPath(menu, pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentGroup ? [currentGroup] : []));

  // Arriving on a page opens its group (the others keep the state the user gave them).
  useEffect(() => {
    if (currentGroup) setOpen((prev) => (prev.has(currentGroup) ? prev : new Set(prev).add(currentGroup)));
  }, [currentGroup]);

  const toggleGroup = (group: MenuGroup) => {
    if (iconsOnly) {
      // A collapsed column has no room for children: widen it and show the group.
      onCollapsedChange(false);
      setOpen((prev) => new Set(prev).add(group.id));
      return;
    }
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(group.id)) next.delete(group.id);
      else next.add(group.id);
      return next;
    });
  };

  return (
    <aside
      className={`flex h-dvh w-72 max-w-[85vw] flex-col border-base-300 border-r bg-base-100 motion-safe:transition-[width] motion-safe:duration-200 ${
        collapsed ? "lg:w-[4.5rem]" : "lg:w-[17rem]"
      }`}
      aria-label={`${AREA_TITLES[area]} navigation`}
      data-collapsed={iconsOnly || undefined}
      data-testid="sidebar"
    >
      <div
        className={`flex h-16 shrink-0 items-center gap-3 border-base-300 border-b px-4 ${collapsed ? "lg:justify-center lg:px-2" : ""}`}
      >
        <BrandMark className="size-9 shrink-0" />
        <div className={`min-w-0 flex-1 ${collapsed ? "lg:hidden" : ""}`}>
          <p className="truncate font-bold text-base leading-tight">{AREA_TITLES[area]}</p>
          <p className="truncate text-base-content/75 text-xs">Safar</p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-square min-h-11 min-w-11 lg:hidden"
          onClick={onClose}
          aria-label="Close menu"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      <nav
        aria-label="Main"
        className={`flex-1 px-3 py-4 ${iconsOnly ? "overflow-visible px-2" : "overflow-y-auto"}`}
      >
        <ul className="flex flex-col gap-1">
          {menu.map((entry) =>
            isGroup(entry) ? (
              <GroupItem
                key={entry.id}
                group={entry}
                pathname={pathname}
                open={open.has(entry.id) && !iconsOnly}
                iconsOnly={iconsOnly}
                onToggle={() => toggleGroup(entry)}
              />
            ) : (
              <li
                key={String(entry.to)}
                className={iconsOnly ? "tooltip tooltip-right" : undefined}
                data-tip={iconsOnly ? entry.label : undefined}
              >
                <MenuItemLink link={entry} pathname={pathname} iconsOnly={iconsOnly} />
              </li>
            ),
          )}
        </ul>
      </nav>

      <div
        className={`flex shrink-0 items-center gap-2 border-base-300 border-t px-4 py-3 ${
          collapsed ? "lg:flex-col lg:px-2" : ""
        }`}
      >
        <span className="flex-1 text-base-content/75 text-xs" data-testid="app-version" title="Version">
          {APP_VERSION}
        </span>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square hidden lg:inline-flex"
          onClick={() => onCollapsedChange(!collapsed)}
          aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
          aria-pressed={collapsed}
          title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden="true" />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </aside>
  );
}
