// @vitest-environment happy-dom
/**
 * Profile Settings, Notifications: the events of the user's role with their channels as the server
 * has them; a save sends only the events changed, with the version read; a save over a version
 * changed elsewhere (412) shows the settings as saved there and says so. And the bell's read rule:
 * a mark waiting in the outbox reads as read; a refused one does not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSessionForTests, signIn } from "../../../src/api/session.ts";
import { isUnread, pendingReads } from "../../../src/db/notifications.ts";
import type { OutboxEntry } from "../../../src/db/schema.ts";
import {
  NotificationSettings,
  PREFERENCES_MOVED,
  PREFERENCES_SAVED,
} from "../../../src/features/profile/components/notification-settings.tsx";
import { toast } from "../../../src/ui/toast.ts";
import { button, click, DEMO_CUSTOMER, mount, stubFetch, text, unmount, waitFor } from "./helpers.tsx";

const USER = DEMO_CUSTOMER;

const on = { inApp: true, push: true, email: true };
const prefs = (version: number, approvedEmail = true) => ({
  preferences: {
    events: {
      booking_approved: { ...on, email: approvedEmail },
      booking_cancelled: on,
      booking_expired: on,
      booking_expiring: { ...on, email: false },
      payment_verified: on,
      account_approved: on,
    },
    version,
    updatedAt: null,
  },
});

const box = (root: ParentNode, name: string) => {
  const el = root.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
  if (!el) throw new Error(`no checkbox ${name}`);
  return el;
};

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  signIn("tok", USER);
});

afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("notification settings", () => {
  it("lists the customer's events as saved, and saves only what changed, with the version read", async () => {
    const success = vi.spyOn(toast, "success");
    const { calls } = stubFetch(({ method }) =>
      method === "GET"
        ? { status: 200, body: prefs(4) }
        : {
            status: 200,
            body: { preferences: { ...prefs(5, false).preferences, updatedAt: "2026-11-30T10:00:00Z" } },
          },
    );
    const root = await mount(<NotificationSettings />);
    await waitFor(() => expect(text(root)).toContain("Booking about to expire (30 minutes left)"));
    expect(text(root)).not.toContain("New customer booking");
    expect(box(root, "Booking approved: e-mail").checked).toBe(true);
    expect(box(root, "Booking about to expire (30 minutes left): e-mail").checked).toBe(false);
    expect(button(root, "Save notification settings").disabled).toBe(true);

    await click(box(root, "Booking approved: e-mail"));
    await click(button(root, "Save notification settings"));
    await waitFor(() => expect(success).toHaveBeenCalledWith(PREFERENCES_SAVED));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/api/notifications/preferences");
    expect(put?.headers.get("If-Match")).toBe('"4"');
    expect(put?.body).toEqual({ events: { booking_approved: { push: true, email: false } } });
    expect(box(root, "Booking approved: e-mail").checked).toBe(false);
    expect(button(root, "Save notification settings").disabled).toBe(true);
  });

  it("a save over settings changed on another device shows them as saved there and says so", async () => {
    const failure = vi.spyOn(toast, "error");
    let version = 4;
    stubFetch(({ method }) => {
      if (method === "GET") return { status: 200, body: prefs(version, version === 4) };
      version = 6;
      return { status: 412, body: { message: "Changed meanwhile" } };
    });
    const root = await mount(<NotificationSettings />);
    await waitFor(() => expect(box(root, "Booking approved: push").checked).toBe(true));
    await click(box(root, "Booking approved: push"));
    await click(button(root, "Save notification settings"));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(PREFERENCES_MOVED));
    await waitFor(() => expect(box(root, "Booking approved: e-mail").checked).toBe(false));
    expect(box(root, "Booking approved: push").checked).toBe(true);
  });

  it("a failed load shows the server's message and Try Again, never unticked boxes", async () => {
    let fail = true;
    stubFetch(() =>
      fail ? { status: 503, body: { message: "Service down" } } : { status: 200, body: prefs(1) },
    );
    const root = await mount(<NotificationSettings />);
    await waitFor(() => expect(text(root)).toContain("Service down"));
    expect(root.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
    fail = false;
    await click(button(root, "Try Again"));
    await waitFor(() => expect(root.querySelectorAll('input[type="checkbox"]')).toHaveLength(12));
  });
});

describe("the bell's read marks", () => {
  const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
    seq: 1,
    id: "k",
    createdAt: "2026-11-30T10:00:00Z",
    status: "queued",
    userId: USER._id,
    method: "POST",
    path: "/notifications/read",
    attempts: 0,
    ...over,
  });

  it("a mark waiting in the outbox reads as read; a refused one, or another call, does not", () => {
    const pending = pendingReads([
      entry({ body: { ids: ["a", "b"] } }),
      entry({ body: { ids: ["c"] }, status: "failed" }),
      entry({ path: "/bookings/x/cancel", body: { ids: ["d"] } }),
    ]);
    expect([...pending].sort()).toEqual(["a", "b"]);
    const row = (id: string, readAt: string | null = null) => ({ _id: id, readAt });
    expect(isUnread(row("a"), pending)).toBe(false);
    expect(isUnread(row("c"), pending)).toBe(true);
    expect(isUnread(row("d"), pending)).toBe(true);
    expect(isUnread(row("e", "2026-11-30T09:00:00Z"), pending)).toBe(false);
  });
});
