// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, resetSessionForTests, setUser, signIn } from "../../../src/api/session.ts";
import { ProfileSettings } from "../../../src/features/profile/components/profile-settings.tsx";
import { toast } from "../../../src/ui/toast.ts";
import {
  button,
  byLabel,
  click,
  DEMO_CUSTOMER,
  mount,
  stubFetch,
  text,
  type,
  unmount,
  waitFor,
} from "./helpers.tsx";

// The devices and notifications cards beside the form read their own calls (GET /api/auth/sessions,
// GET /api/notifications/preferences); these tests are about the form's calls, so the cards are
// left out (tests/e2e/sessions.spec.ts and notification-settings.test.tsx drive them).
vi.mock("../../../src/features/profile/components/sessions-card.tsx", () => ({ SessionsCard: () => null }));
vi.mock("../../../src/features/profile/components/notification-settings.tsx", () => ({
  NotificationSettings: () => null,
}));

const USER = DEMO_CUSTOMER;

let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  signIn("old-token", USER);
  success = vi.spyOn(toast, "success");
  failure = vi.spyOn(toast, "error");
});

afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("profile settings", () => {
  it("shows who is signed in and fills the form from the session", async () => {
    stubFetch(() => ({ status: 500 }));
    const container = await mount(<ProfileSettings />);
    expect(container.querySelector("h1")?.textContent).toBe("Profile Settings");
    expect(text(container)).toContain("Member since 12 Mar 2025");
    expect(text(container)).toMatch(/customer/i);
    expect(byLabel(container, "Full name").value).toBe("Ayesha Khan");
    expect(byLabel(container, "Email").value).toBe("ayesha@safar.pk");
    expect(byLabel(container, "Mobile number").value).toBe("+923001234567");
    expect(byLabel(container, "Address").value).toBe("12 Mall Road");
    expect(byLabel(container, "City").value).toBe("Lahore");
    expect(byLabel(container, "Country").value).toBe("Pakistan");
    expect(byLabel(container, "Company / Business").value).toBe("Khan Travels");
  });

  it("requires every field and sends nothing while one is empty", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "City"), "  ");
    await type(byLabel(container, "Company / Business"), "");
    await click(button(container, "Save Changes"));
    expect(text(container)).toContain("City is required");
    expect(text(container)).toContain("Company/Business is required");
    expect(fn).not.toHaveBeenCalled();
  });

  it("saves, updates the session and says so for 3 s", async () => {
    const { calls } = stubFetch(({ body }) => ({
      status: 200,
      body: { user: { ...USER, ...(body as object), version: 4 } },
    }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "City"), "Karachi ");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Profile updated successfully!", { duration: 3000 }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("PUT");
    expect(calls[0]?.path).toBe("/api/profile");
    expect(calls[0]?.body).toEqual({
      name: "Ayesha Khan",
      email: "ayesha@safar.pk",
      mobileNumber: "+923001234567",
      address: "12 Mall Road",
      city: "Karachi",
      country: "Pakistan",
      company: "Khan Travels",
    });
    expect(calls[0]?.headers.get("If-Match")).toBe("3");
    expect(calls[0]?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer old-token");
    expect(getSession().user).toMatchObject({ city: "Karachi", version: 4 });
    expect(byLabel(container, "City").value).toBe("Karachi");
    expect(failure).not.toHaveBeenCalled();
  });

  it("shows the server's message for 4 s when the save is refused", async () => {
    stubFetch(() => ({
      status: 409,
      body: { message: "An account with this email already exists" },
    }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Email"), "admin@safar.pk");
    await type(profilePassword(container), "Safar@2026");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith("An account with this email already exists", { duration: 4000 }),
    );
    expect(success).not.toHaveBeenCalled();
    expect(getSession().user?.email).toBe("ayesha@safar.pk");
    expect(byLabel(container, "Email").value).toBe("admin@safar.pk");
  });

  it("falls back to 'Failed to update profile' when the server says nothing", async () => {
    stubFetch(() => ({ status: 500 }));
    const container = await mount(<ProfileSettings />);
    await click(button(container, "Save Changes"));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("Failed to update profile", { duration: 4000 }));
    expect(button(container, "Save Changes").disabled).toBe(false);
  });

  it("puts the server's field messages under the fields", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        message: "Please enter a valid mobile number",
        errors: { mobileNumber: "Please enter a valid mobile number" },
      },
    }));
    const container = await mount(<ProfileSettings />);
    await click(button(container, "Save Changes"));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    const mobile = byLabel(container, "Mobile number");
    expect(mobile.getAttribute("aria-invalid")).toBe("true");
    expect(text(container)).toContain("Please enter a valid mobile number");
  });

  it("retries at once when only the version moved (e.g. after a password change)", async () => {
    let first = true;
    const { calls } = stubFetch(({ path, body }) => {
      if (path === "/api/auth/me") return { status: 200, body: { user: { ...USER, version: 5 } } };
      if (first) {
        first = false;
        return { status: 412, body: { message: "This record was changed by someone else." } };
      }
      return { status: 200, body: { user: { ...USER, ...(body as object), version: 6 } } };
    });
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "City"), "Multan");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Profile updated successfully!", { duration: 3000 }),
    );
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.get("If-Match") ?? ""}`.trim())).toEqual([
      "PUT /api/profile 3",
      "GET /api/auth/me",
      "PUT /api/profile 5",
    ]);
    expect(getSession().user).toMatchObject({ city: "Multan", version: 6 });
  });

  it("takes a queued save sent later as saved: nothing to discard, and the next save goes with its version", async () => {
    const { calls } = stubFetch(({ body }) => ({
      status: 200,
      body: { user: { ...USER, ...(body as object), version: 6 } },
    }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "City"), "Multan");
    expect(container.textContent).toContain("Discard changes");
    // The outbox sent the change while the server was away, and the session took its answer.
    await act(async () => setUser({ ...USER, city: "Multan", version: 5 }));
    expect(container.textContent).not.toContain("Discard changes");
    expect(byLabel(container, "City").value).toBe("Multan");
    await type(byLabel(container, "Address"), "7 Canal View");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Profile updated successfully!", { duration: 3000 }),
    );
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.get("If-Match") ?? ""}`)).toEqual([
      "PUT /api/profile 5",
    ]);
  });

  it("shows what changed elsewhere instead of overwriting it silently", async () => {
    const { calls } = stubFetch(({ path }) =>
      path === "/api/auth/me"
        ? { status: 200, body: { user: { ...USER, address: "7 Canal View", version: 4 } } }
        : { status: 412, body: { message: "This record was changed by someone else." } },
    );
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "City"), "Multan");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith("This record was changed by someone else.", { duration: 4000 }),
    );
    expect(calls).toHaveLength(2);
    const note = container.querySelector('[data-testid="profile-conflict"]');
    expect(note?.textContent).toContain("Address: 7 Canal View");
    expect(byLabel(container, "City").value).toBe("Multan");
    await click(button(container, "Use latest values"));
    expect(byLabel(container, "Address").value).toBe("7 Canal View");
    expect(byLabel(container, "City").value).toBe("Lahore");
  });
});

/** The profile form's own "Current password" field (the change-password form has another). */
const profilePassword = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>("#profile-currentPassword")!;

describe("changing the sign-in email", () => {
  it("asks for the current password only while the email differs from the saved one", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const container = await mount(<ProfileSettings />);
    expect(profilePassword(container)).toBeNull();
    await type(byLabel(container, "Email"), "ayesha.khan@safar.pk");
    expect(profilePassword(container)).not.toBeNull();
    await click(button(container, "Save Changes"));
    expect(text(container)).toContain("Enter your current password to change your email");
    expect(fn).not.toHaveBeenCalled();
    // The same address in another case is no change.
    await type(byLabel(container, "Email"), "Ayesha@Safar.pk");
    expect(profilePassword(container)).toBeNull();
  });

  it("sends the password with the new email at once, never through the outbox", async () => {
    const { calls } = stubFetch(({ body }) => ({
      status: 200,
      body: { user: { ...USER, email: (body as { email: string }).email, version: 4 } },
    }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Email"), "ayesha.khan@safar.pk");
    await type(profilePassword(container), "Safar@2026");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Profile updated successfully!", { duration: 3000 }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ email: "ayesha.khan@safar.pk", currentPassword: "Safar@2026" });
    expect(calls[0]?.headers.get("If-Match")).toBe("3");
    // Nothing on the server keeps a record of a body that carries a password.
    expect(calls[0]?.headers.get("Idempotency-Key")).toBeNull();
    expect(getSession().user?.email).toBe("ayesha.khan@safar.pk");
    expect(profilePassword(container)).toBeNull();
  });

  it("is refused with a clear message while offline, and nothing is kept to send later", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Email"), "ayesha.khan@safar.pk");
    await type(profilePassword(container), "Safar@2026");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        "Your email was not changed: changing it needs a connection. Connect and save again.",
        { duration: 4000 },
      ),
    );
    expect(fn).not.toHaveBeenCalled();
    expect(getSession().user?.email).toBe("ayesha@safar.pk");
  });

  it("puts a wrong current password under its field", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        message: "Current password is incorrect",
        errors: { currentPassword: "Current password is incorrect" },
      },
    }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Email"), "ayesha.khan@safar.pk");
    await type(profilePassword(container), "Wrong@2026");
    await click(button(container, "Save Changes"));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith("Current password is incorrect", { duration: 4000 }),
    );
    expect(profilePassword(container).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("change password", () => {
  it("checks the password policy and the confirmation before sending", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Current password"), "Safar@2026");
    await type(byLabel(container, "New password"), "short");
    await type(byLabel(container, "Confirm new password"), "shorter");
    await click(button(container, "Change Password"));
    expect(text(container)).toContain("New password must be at least 8 characters");
    expect(text(container)).toContain("New passwords do not match");
    // The registration policy, not only the length.
    await type(byLabel(container, "New password"), "password");
    await type(byLabel(container, "Confirm new password"), "password");
    await click(button(container, "Change Password"));
    expect(text(container)).toContain("Password must contain at least one uppercase letter");
    expect(fn).not.toHaveBeenCalled();
  });

  it("stores the new token, clears the form and says so", async () => {
    const { calls } = stubFetch(({ path }) =>
      path === "/api/auth/me"
        ? { status: 200, body: { user: { ...USER, version: 4 } } }
        : { status: 200, body: { message: "Password changed successfully!", token: "new-token" } },
    );
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Current password"), "Safar@2026");
    await type(byLabel(container, "New password"), "Better#2027");
    await type(byLabel(container, "Confirm new password"), "Better#2027");
    await click(button(container, "Change Password"));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Password changed successfully!"));
    expect(calls[0]).toMatchObject({
      method: "PUT",
      path: "/api/auth/change-password",
      body: { currentPassword: "Safar@2026", newPassword: "Better#2027" },
    });
    expect(getSession().token).toBe("new-token");
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(byLabel(container, "Current password").value).toBe("");
    expect(byLabel(container, "New password").value).toBe("");
    expect(byLabel(container, "Confirm new password").value).toBe("");
    // The session's copy of the user follows the version the change moved.
    await waitFor(() => expect(getSession().user?.version).toBe(4));
  });

  it("shows the server's message, else 'Failed to change password'", async () => {
    let status = 400;
    stubFetch(() =>
      status === 400
        ? {
            status,
            body: {
              message: "Current password is incorrect",
              errors: { currentPassword: "Current password is incorrect" },
            },
          }
        : { status: 500 },
    );
    const container = await mount(<ProfileSettings />);
    await type(byLabel(container, "Current password"), "Wrong@2026");
    await type(byLabel(container, "New password"), "Better#2027");
    await type(byLabel(container, "Confirm new password"), "Better#2027");
    await click(button(container, "Change Password"));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("Current password is incorrect"));
    expect(byLabel(container, "Current password").getAttribute("aria-invalid")).toBe("true");
    expect(getSession().token).toBe("old-token");

    status = 500;
    await click(button(container, "Change Password"));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("Failed to change password"));
    expect(success).not.toHaveBeenCalled();
  });
});
