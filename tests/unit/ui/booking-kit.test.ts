import { describe, expect, it } from "vitest";
import { BOOKING_KINDS } from "../../../src/domain/lifecycle.ts";
import { handlersFor, shownButtons } from "../../../src/ui/booking/buttons.ts";
import { cancelConfirmTexts, deleteConfirmTexts } from "../../../src/ui/booking/confirm-texts.ts";
import { paymentOf, paymentText } from "../../../src/ui/booking/payment.ts";
import { statusFilter, statusOptions } from "../../../src/ui/booking/status-filter.ts";

const all = {
  approve: () => {},
  cancel: () => {},
  markPaid: () => {},
  view: () => {},
  print: () => {},
  delete: () => {},
};

describe("shownButtons: a booking's buttons come from the lifecycle table", () => {
  it("gives an admin approve, cancel and delete on a pending booking of every kind", () => {
    for (const kind of BOOKING_KINDS)
      expect(shownButtons(kind, "pending", "admin", all)).toEqual([
        "approve",
        "cancel",
        "view",
        "print",
        "delete",
      ]);
  });

  it("offers cancel on an approved booking of every kind, never approve", () => {
    for (const kind of BOOKING_KINDS)
      expect(shownButtons(kind, "approved", "admin", all)).toEqual(["cancel", "view", "print", "delete"]);
  });

  it("leaves a cancelled booking only view, print and delete", () => {
    for (const kind of BOOKING_KINDS)
      expect(shownButtons(kind, "cancelled", "admin", all)).toEqual(["view", "print", "delete"]);
  });

  it("gives the owner Cancel and Mark as Paid on a pending flight or package booking only", () => {
    expect(shownButtons("flight", "pending", "owner", all)).toEqual(["cancel", "markPaid", "view", "print"]);
    expect(shownButtons("package", "pending", "owner", all)).toEqual(["cancel", "markPaid", "view", "print"]);
    expect(shownButtons("package", "approved", "owner", all)).toEqual(["view", "print"]);
    expect(shownButtons("gds", "pending", "owner", all)).toEqual(["view", "print"]);
  });

  it("shows only the buttons the screen handles", () => {
    expect(shownButtons("gds", "approved", "admin", { view: all.view, cancel: all.cancel })).toEqual([
      "cancel",
      "view",
    ]);
  });
});

describe("handlersFor: the screen's handlers bound to one booking", () => {
  it("calls each handler the screen offers with the booking, and offers no other button", () => {
    const calls: string[] = [];
    const on = handlersFor<{ id: string }>(
      {
        onApprove: (b) => calls.push(`approve ${b.id}`),
        onView: (b) => calls.push(`view ${b.id}`),
        onDelete: (b) => calls.push(`delete ${b.id}`),
      },
      { id: "PK-1" },
    );
    expect(Object.keys(on).sort()).toEqual(["approve", "delete", "view"]);
    on.approve?.();
    on.view?.();
    on.delete?.();
    expect(calls).toEqual(["approve PK-1", "view PK-1", "delete PK-1"]);
    expect(shownButtons("flight", "pending", "admin", on)).toEqual(["approve", "view", "delete"]);
  });
});

describe("the Status filter of a booking list", () => {
  it("offers 'All …' first, then pending, approved and cancelled by name", () => {
    expect(statusOptions("All Status")).toEqual([
      { value: "all", label: "All Status" },
      { value: "pending", label: "Pending" },
      { value: "approved", label: "Approved" },
      { value: "cancelled", label: "Cancelled" },
    ]);
  });

  it("keeps the bookings of the chosen status", () => {
    const chosen: string[] = [];
    const f = statusFilter(statusOptions("All Bookings"), "pending", (s) => chosen.push(s));
    expect([f.id, f.label, f.value]).toEqual(["status", "Status", "pending"]);
    expect(f.predicate({ status: "pending" }, "pending")).toBe(true);
    expect(f.predicate({ status: "approved" }, "pending")).toBe(false);
    f.onChange("cancelled");
    expect(chosen).toEqual(["cancelled"]);
  });
});

describe("confirmation texts", () => {
  it("names the places a package booking gives back", () => {
    expect(cancelConfirmTexts("package", "PK-1", { subject: "UMRAH GOLD", count: 2 })).toEqual({
      title: "Cancel Booking",
      message:
        "Cancel booking PK-1 for UMRAH GOLD? Its 2 places are released and the booking cannot be approved afterwards.",
      confirmLabel: "Cancel Booking",
      cancelLabel: "Keep Booking",
    });
  });

  it("names the seats of a flight booking, nothing held for website and GDS bookings", () => {
    expect(cancelConfirmTexts("flight", "SF-1", { count: 1 }).message).toBe(
      "Cancel booking SF-1? Its 1 seat is released and the booking cannot be approved afterwards.",
    );
    expect(cancelConfirmTexts("gds", "ABC123", { count: 3 }).message).toBe(
      "Cancel booking ABC123? The booking cannot be approved afterwards.",
    );
  });

  it("keeps a screen's delete wording, with Delete and Cancel", () => {
    expect(deleteConfirmTexts("Delete Booking", "Sure?")).toEqual({
      title: "Delete Booking",
      message: "Sure?",
      confirmLabel: "Delete",
      cancelLabel: "Cancel",
    });
  });
});

describe("paymentOf", () => {
  it("reads the recorded payment whatever the booking's status", () => {
    expect(
      paymentOf({
        paymentMethod: "jazzcash",
        paymentReference: " JC-1 ",
        paymentClaimedAt: "2026-03-01T09:00:00Z",
      }),
    ).toEqual({ method: "JazzCash", reference: "JC-1", at: "2026-03-01T09:00:00Z" });
  });

  it("is null without a method, a reference or a claim", () => {
    expect(paymentOf({ paymentMethod: null, paymentReference: null, paymentClaimedAt: null })).toBeNull();
    expect(paymentOf({})).toBeNull();
  });

  it("keeps an unknown method as stored and words a claim without one as 'Payment'", () => {
    expect(paymentOf({ paymentMethod: "cash", paymentReference: "R" })?.method).toBe("cash");
    expect(paymentOf({ paymentClaimedAt: "2026-03-01T09:00:00Z" })).toEqual({
      method: "Payment",
      reference: "",
      at: "2026-03-01T09:00:00Z",
    });
  });

  it("writes 'method · reference', the method alone without a reference", () => {
    expect(paymentText({ method: "JazzCash", reference: "JC-1", at: null })).toBe("JazzCash · JC-1");
    expect(paymentText({ method: "Payment", reference: "", at: null })).toBe("Payment");
  });
});
