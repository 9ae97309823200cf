import { describe, expect, it } from "vitest";
import {
  ADMIN_MENU,
  APP_VERSION,
  AREA_TITLES,
  CUSTOMER_MENU,
  groupForPath,
  isGroup,
  isLinkActive,
  type MenuEntry,
  menuFor,
} from "../../../src/ui/layout/menus.ts";

const outline = (menu: readonly MenuEntry[]) =>
  menu.map((e) =>
    isGroup(e)
      ? { [e.label]: e.children.map((c) => `${c.label} ${String(c.to)}`) }
      : `${e.label} ${String(e.to)}`,
  );

describe("menus", () => {
  it("has the customer menu of the spec", () => {
    expect(outline(CUSTOMER_MENU)).toEqual([
      "Dashboard /customer/dashboard",
      "My Bookings /customer/bookings",
      "Available Flights /customer/flights",
      { Packages: ["Available Packages /customer/packages", "My Packages /customer/packages/my"] },
    ]);
  });

  it("has the admin menu of the spec", () => {
    expect(outline(ADMIN_MENU)).toEqual([
      "Dashboard /admin/dashboard",
      {
        Flights: [
          "Flight Management /admin/flights",
          "Add New Flight /admin/flights/add",
          "Customer Bookings /admin/flights/bookings",
        ],
      },
      {
        Packages: [
          "Package Management /admin/packages",
          "Create Package /admin/packages/create",
          "Package Bookings /admin/packages/bookings",
        ],
      },
      {
        "Direct Bookings": [
          "Overview /admin/direct-bookings",
          "Flight Bookings /admin/direct-bookings/bookings",
          "Package Bookings /admin/direct-bookings/package-bookings",
          "GDS Bookings /admin/direct-bookings/gds-bookings",
          "Analytics /admin/direct-bookings/analytics",
          "Website Settings /admin/direct-bookings/website",
        ],
      },
      "Users /admin/customers",
      "Activity Logs /admin/logs",
    ]);
  });

  it("titles the areas and carries the version label", () => {
    expect(AREA_TITLES).toEqual({ admin: "Admin Panel", customer: "Customer Portal" });
    expect(APP_VERSION).toBe("1.1.0");
    expect(menuFor("admin")).toBe(ADMIN_MENU);
    expect(menuFor("customer")).toBe(CUSTOMER_MENU);
  });

  it("marks a link current on its exact path (a trailing slash is fine), and on its extra paths", () => {
    const flights = { label: "Flight Management", to: "/admin/flights", icon: () => null } as never;
    expect(isLinkActive(flights, "/admin/flights")).toBe(true);
    expect(isLinkActive(flights, "/admin/flights/")).toBe(true);
    expect(isLinkActive(flights, "/admin/flights/add")).toBe(false);
    const packages = CUSTOMER_MENU.flatMap((e) => (isGroup(e) ? e.children : [])).find(
      (c) => c.label === "Available Packages",
    )!;
    expect(isLinkActive(packages, "/customer/packages/new")).toBe(true);
    expect(isLinkActive(packages, "/customer/packages/my")).toBe(false);
  });

  it("finds the group that holds the current page", () => {
    expect(groupForPath(ADMIN_MENU, "/admin/flights/bookings")).toBe("admin-flights");
    expect(groupForPath(ADMIN_MENU, "/admin/direct-bookings/website")).toBe("admin-direct-bookings");
    expect(groupForPath(ADMIN_MENU, "/admin/dashboard")).toBeNull();
    expect(groupForPath(CUSTOMER_MENU, "/customer/packages/my")).toBe("customer-packages");
  });
});
