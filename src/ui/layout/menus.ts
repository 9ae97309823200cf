/**
 * The sidebar menus as data: one per area. A group opens to show its children; the group holding
 * the current path is open by default.
 */
import type { LinkProps } from "@tanstack/react-router";
import {
  Activity,
  ChartColumn,
  CirclePlus,
  ClipboardCheck,
  ClipboardList,
  Compass,
  Globe,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Network,
  Package,
  PackagePlus,
  Plane,
  PlaneTakeoff,
  Settings,
  Ticket,
  Users,
} from "lucide-react";

/** A typed route path (checked against the route tree). */
export type MenuPath = NonNullable<LinkProps["to"]>;

export type MenuLink = {
  label: string;
  to: MenuPath;
  icon: LucideIcon;
  /** Further paths on which this item counts as the current page. */
  also?: readonly string[];
};

export type MenuGroup = {
  /** Stable id (used for the remembered open state and aria-controls). */
  id: string;
  label: string;
  icon: LucideIcon;
  children: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuGroup;
export type Area = "admin" | "customer";

/** The version label in the sidebar footer (the specs' 1.1.0; keep in step with package.json). */
export const APP_VERSION = "1.1.0";

export const AREA_TITLES: Record<Area, string> = {
  admin: "Admin Panel",
  customer: "Customer Portal",
};

export const CUSTOMER_MENU: readonly MenuEntry[] = [
  { label: "Dashboard", to: "/customer/dashboard", icon: LayoutDashboard },
  { label: "My Bookings", to: "/customer/bookings", icon: Ticket },
  { label: "Available Flights", to: "/customer/flights", icon: Plane },
  {
    id: "customer-packages",
    label: "Packages",
    icon: Package,
    children: [
      {
        label: "Available Packages",
        to: "/customer/packages",
        icon: Compass,
        also: ["/customer/packages/new"],
      },
      { label: "My Packages", to: "/customer/packages/my", icon: ClipboardCheck },
    ],
  },
];

export const ADMIN_MENU: readonly MenuEntry[] = [
  { label: "Dashboard", to: "/admin/dashboard", icon: LayoutDashboard },
  {
    id: "admin-flights",
    label: "Flights",
    icon: Plane,
    children: [
      { label: "Flight Management", to: "/admin/flights", icon: PlaneTakeoff },
      { label: "Add New Flight", to: "/admin/flights/add", icon: CirclePlus },
      { label: "Customer Bookings", to: "/admin/flights/bookings", icon: ClipboardList },
    ],
  },
  {
    id: "admin-packages",
    label: "Packages",
    icon: Package,
    children: [
      { label: "Package Management", to: "/admin/packages", icon: Package },
      { label: "Create Package", to: "/admin/packages/create", icon: PackagePlus },
      { label: "Package Bookings", to: "/admin/packages/bookings", icon: ClipboardCheck },
    ],
  },
  {
    id: "admin-direct-bookings",
    label: "Direct Bookings",
    icon: Globe,
    children: [
      { label: "Overview", to: "/admin/direct-bookings", icon: LayoutGrid },
      {
        label: "Flight Bookings",
        to: "/admin/direct-bookings/bookings",
        icon: PlaneTakeoff,
        also: ["/public-web-bookings"],
      },
      { label: "Package Bookings", to: "/admin/direct-bookings/package-bookings", icon: Package },
      { label: "GDS Bookings", to: "/admin/direct-bookings/gds-bookings", icon: Network },
      { label: "Analytics", to: "/admin/direct-bookings/analytics", icon: ChartColumn },
      { label: "Website Settings", to: "/admin/direct-bookings/website", icon: Settings },
    ],
  },
  { label: "Users", to: "/admin/customers", icon: Users },
  { label: "Activity Logs", to: "/admin/logs", icon: Activity },
];

export function menuFor(area: Area): readonly MenuEntry[] {
  return area === "admin" ? ADMIN_MENU : CUSTOMER_MENU;
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Whether a menu link is the current page (exact path, or one of its `also` paths). */
export function isLinkActive(link: MenuLink, pathname: string): boolean {
  const p = normalise(pathname);
  return normalise(String(link.to)) === p || (link.also ?? []).some((a) => normalise(a) === p);
}

/** The id of the group holding the current page, if any. */
export function groupForPath(menu: readonly MenuEntry[], pathname: string): string | null {
  for (const entry of menu) {
    if (isGroup(entry) && entry.children.some((c) => isLinkActive(c, pathname))) return entry.id;
  }
  return null;
}
