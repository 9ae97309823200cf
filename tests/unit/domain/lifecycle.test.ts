import { describe, expect, it } from "vitest";
import { LOG_ACTIONS } from "../../../src/domain/activity.ts";
import {
  actionsFor,
  awaitsPaymentCheck,
  BOOKING_ACTIONS,
  BOOKING_KINDS,
  BOOKING_STATUSES,
  can,
  expires,
  HOLDS,
  LIFECYCLE,
  lifecycleRefusal,
  releases,
  statusAfter,
} from "../../../src/domain/lifecycle.ts";

const OWN = ["flight", "package"] as const;
const OUTSIDE = ["direct-flight", "direct-package", "gds"] as const;

describe("the lifecycle table", () => {
  it("approves from pending only, for every kind", () => {
    for (const kind of BOOKING_KINDS) {
      expect(lifecycleRefusal(kind, "approve", "pending"), kind).toBeNull();
      expect(lifecycleRefusal(kind, "approve", "approved")).toBe(
        "Only pending bookings can be approved: this one is approved",
      );
      expect(lifecycleRefusal(kind, "approve", "cancelled")).toBe(
        "Only pending bookings can be approved: this one is cancelled",
      );
    }
  });

  it("cancels a pending or an approved booking of every kind, never a cancelled one", () => {
    for (const kind of BOOKING_KINDS) {
      expect(lifecycleRefusal(kind, "cancel", "pending"), kind).toBeNull();
      expect(lifecycleRefusal(kind, "cancel", "approved"), kind).toBeNull();
      expect(lifecycleRefusal(kind, "cancel", "cancelled")).toBe(
        "Only pending or approved bookings can be cancelled: this one is cancelled",
      );
    }
  });

  it("deletes a booking of every kind in any status", () => {
    for (const kind of BOOKING_KINDS) {
      for (const status of BOOKING_STATUSES) expect(lifecycleRefusal(kind, "delete", status)).toBeNull();
    }
  });

  it("expires and takes payment claims on the customers' own pending bookings only", () => {
    for (const kind of OWN) {
      expect(lifecycleRefusal(kind, "expire", "pending")).toBeNull();
      expect(lifecycleRefusal(kind, "markPaid", "pending")).toBeNull();
      expect(lifecycleRefusal(kind, "expire", "approved")).toBe(
        "Only pending bookings expire: this one is approved",
      );
      expect(lifecycleRefusal(kind, "markPaid", "cancelled")).toBe(
        "Only pending bookings can be marked as paid: this one is cancelled",
      );
    }
    expect(lifecycleRefusal("gds", "expire", "pending")).toBe("A GDS booking cannot be expired");
    expect(lifecycleRefusal("direct-package", "markPaid", "pending")).toBe(
      "A direct package booking cannot be marked as paid",
    );
  });

  it("gives seats or places back when a live booking that holds them is cancelled, expired or deleted", () => {
    expect(HOLDS).toMatchObject({ flight: "seats", package: "places", gds: null });
    for (const kind of OWN) {
      for (const from of ["pending", "approved"] as const) {
        expect(releases(kind, "cancel", from), `${kind} cancel ${from}`).toBe(true);
        expect(releases(kind, "delete", from), `${kind} delete ${from}`).toBe(true);
      }
      expect(releases(kind, "expire", "pending")).toBe(true);
      // A cancelled booking gave them back already; approve and a payment claim keep them.
      expect(releases(kind, "delete", "cancelled")).toBe(false);
      expect(releases(kind, "approve", "pending")).toBe(false);
      expect(releases(kind, "markPaid", "pending")).toBe(false);
    }
    for (const kind of OUTSIDE) {
      for (const action of BOOKING_ACTIONS) expect(releases(kind, action, "approved")).toBe(false);
    }
  });

  it("says the status after each action", () => {
    expect(statusAfter("approve", "pending")).toBe("approved");
    expect(statusAfter("cancel", "approved")).toBe("cancelled");
    expect(statusAfter("expire", "pending")).toBe("cancelled");
    expect(statusAfter("markPaid", "pending")).toBe("pending");
    expect(statusAfter("delete", "approved")).toBeNull();
  });

  it("lists the buttons each actor sees", () => {
    expect(actionsFor("package", "pending", "admin")).toEqual(["approve", "cancel", "delete"]);
    expect(actionsFor("package", "approved", "admin")).toEqual(["cancel", "delete"]);
    expect(actionsFor("flight", "approved", "admin")).toEqual(actionsFor("package", "approved", "admin"));
    expect(actionsFor("gds", "cancelled", "admin")).toEqual(["delete"]);
    expect(actionsFor("flight", "pending", "owner")).toEqual(["cancel", "markPaid"]);
    expect(actionsFor("flight", "approved", "owner")).toEqual([]);
    expect(actionsFor("gds", "pending", "owner")).toEqual([]);
    expect(actionsFor("package", "pending", "system")).toEqual(["expire"]);
    expect(can("admin", "cancel", "direct-package", "approved")).toBe(true);
    // The owner cancels their own booking while it is pending only; never one of another kind.
    expect(can("owner", "cancel", "flight", "pending")).toBe(true);
    expect(can("owner", "cancel", "package", "approved")).toBe(false);
    expect(can("owner", "cancel", "gds", "pending")).toBe(false);
    expect(can("owner", "approve", "package", "pending")).toBe(false);
  });

  it("writes log actions the activity log knows", () => {
    for (const action of BOOKING_ACTIONS) expect(LOG_ACTIONS).toContain(LIFECYCLE[action].log);
    expect(new Set(LOG_ACTIONS).size).toBe(LOG_ACTIONS.length);
  });
});

describe("expires", () => {
  it("ends a pending booking with no payment recorded, and nothing else", () => {
    expect(expires({ status: "pending", paymentClaimedAt: null })).toBe(true);
    expect(expires({ status: "pending", paymentClaimedAt: "2030-01-05T06:30:00.000Z" })).toBe(false);
    expect(expires({ status: "approved" })).toBe(false);
    expect(expires({ status: "cancelled" })).toBe(false);
  });

  it("a recorded payment on a pending booking waits for the agency's check", () => {
    expect(awaitsPaymentCheck({ status: "pending", paymentClaimedAt: "2030-01-05T06:30:00.000Z" })).toBe(
      true,
    );
    expect(awaitsPaymentCheck({ status: "pending", paymentClaimedAt: null })).toBe(false);
    expect(awaitsPaymentCheck({ status: "approved", paymentClaimedAt: "2030-01-05T06:30:00.000Z" })).toBe(
      false,
    );
  });
});
