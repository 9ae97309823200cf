// An expandable group of the sidebar menu: its button (marked while it holds the current page) and
// its links below it; its icon alone in the collapsed sidebar.
import { ChevronDown } from "lucide-react";
import { CURRENT, IDLE, ITEM, MenuItemLink } from "./menu-link.tsx";
import { isLinkActive, type MenuGroup } from "./menus.ts";

export function GroupItem({
  group,
  pathname,
  open,
  iconsOnly,
  onToggle,
}: {
  group: MenuGroup;
  pathname: string;
  open: boolean;
  iconsOnly: boolean;
  onToggle: () => void;
}) {
  const Icon = group.icon;
  const holdsCurrent = group.children.some((c) => isLinkActive(c, pathname));
  const listId = `menu-group-${group.id}`;
  return (
    <li
      className={iconsOnly ? "tooltip tooltip-right" : undefined}
      data-tip={iconsOnly ? group.label : undefined}
    >
      <button
        type="button"
        className={`${ITEM} ${holdsCurrent && !open ? "font-semibold text-primary" : IDLE} ${
          iconsOnly ? `justify-center px-0 ${holdsCurrent ? CURRENT : ""}` : ""
        }`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={iconsOnly ? "sr-only" : "flex-1 truncate text-left"}>{group.label}</span>
        {!iconsOnly && (
          <ChevronDown
            className={`size-4 shrink-0 opacity-60 motion-safe:transition-transform ${open ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        )}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 ml-5 flex flex-col gap-0.5 border-base-300 border-l pl-2"
      >
        {group.children.map((child) => (
          <li key={String(child.to)}>
            <MenuItemLink link={child} pathname={pathname} iconsOnly={false} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}
