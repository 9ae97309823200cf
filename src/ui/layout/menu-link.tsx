// A link of the sidebar menu (the current page highlighted; its icon alone in the collapsed sidebar),
// and the looks the menu's items share.
import { Link } from "@tanstack/react-router";
import { isLinkActive, type MenuLink } from "./menus.ts";

export const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-field px-3 text-sm transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
export const IDLE = "text-base-content/80 hover:bg-base-200 hover:text-base-content";
export const CURRENT = "bg-primary font-semibold text-primary-content hover:bg-primary";

export function MenuItemLink({
  link,
  pathname,
  iconsOnly,
  nested = false,
}: {
  link: MenuLink;
  pathname: string;
  iconsOnly: boolean;
  nested?: boolean;
}) {
  const active = isLinkActive(link, pathname);
  const Icon = link.icon;
  return (
    <Link
      to={link.to}
      activeOptions={{ exact: true }}
      aria-current={active ? "page" : undefined}
      className={`${ITEM} ${active ? CURRENT : IDLE} ${iconsOnly ? "justify-center px-0" : ""} ${nested ? "min-h-10 max-lg:min-h-11" : ""}`}
    >
      <Icon className={`${nested ? "size-4" : "size-5"} shrink-0`} aria-hidden="true" />
      <span className={iconsOnly ? "sr-only" : "truncate"}>{link.label}</span>
    </Link>
  );
}
