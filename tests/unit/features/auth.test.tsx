// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, resetSessionForTests, type SessionUser } from "../../../src/api/session.ts";
import { LoginScreen } from "../../../src/features/auth/components/login-form.tsx";
import { RegisterScreen } from "../../../src/features/auth/components/register-form.tsx";
import { toast } from "../../../src/ui/toast.ts";
import {
  blur,
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

const USER: SessionUser = { ...DEMO_CUSTOMER, version: 1 };

/** The two screens in a memory router, with a '/' that says where we landed. */
async function renderAt(path: "/login" | "/register") {
  const root = createRootRoute({ component: () => <Outlet /> });
  const tree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/", component: () => <p>Home page</p> }),
    createRoute({ getParentRoute: () => root, path: "/login", component: LoginScreen }),
    createRoute({ getParentRoute: () => root, path: "/register", component: RegisterScreen }),
  ]);
  const router = createRouter({ routeTree: tree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const container = await mount(<RouterProvider router={router} />);
  await waitFor(() => expect(container.querySelector("form")).not.toBeNull());
  return { container, router };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("login", () => {
  it("shows the rule messages under the fields and never calls the server", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/login");
    await type(byLabel(container, "Email"), "not-an-email");
    await type(byLabel(container, "Password"), "12345");
    await click(button(container, "Sign in"));

    const email = byLabel(container, "Email");
    const password = byLabel(container, "Password");
    // The rules load in their own chunk (started by the first keystroke); the messages follow.
    await waitFor(() => expect(text(container)).toContain("Please enter a valid email"));
    expect(text(container)).toContain("Password must be at least 6 characters");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(`#${email.getAttribute("aria-describedby")}`)?.textContent).toBe(
      "Please enter a valid email",
    );
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(fn).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("shows a field's message once it is left, before any submit", async () => {
    stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/login");
    await type(byLabel(container, "Email"), "ayesha@");
    expect(text(container)).not.toContain("Please enter a valid email");
    await blur(byLabel(container, "Email"));
    await waitFor(() => expect(text(container)).toContain("Please enter a valid email"));
    expect(text(container)).not.toContain("Password must be at least 6 characters");
  });

  it("toggles the password's visibility", async () => {
    stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/login");
    const input = byLabel(container, "Password");
    expect(input.type).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    const show = button(container, "Show password");
    expect(show.getAttribute("aria-pressed")).toBe("false");
    await click(show);
    expect(input.type).toBe("text");
    const hide = button(container, "Hide password");
    expect(hide.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the server's 401 message in the banner", async () => {
    const { calls } = stubFetch(() => ({ status: 401, body: { message: "Invalid email or password" } }));
    const { container } = await renderAt("/login");
    await type(byLabel(container, "Email"), "ayesha@safar.pk");
    await type(byLabel(container, "Password"), "Wrong@12345");
    await click(button(container, "Sign in"));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe("Invalid email or password"),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/auth/login",
      body: { email: "ayesha@safar.pk", password: "Wrong@12345" },
    });
    expect(getSession().user).toBeNull();
    expect(button(container, "Sign in").disabled).toBe(false);
  });

  it("falls back to 'Login failed' when a 500 carries no message", async () => {
    stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/login");
    await type(byLabel(container, "Email"), "ayesha@safar.pk");
    await type(byLabel(container, "Password"), "Safar@2026");
    await click(button(container, "Sign in"));
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe("Login failed"));
  });

  it("reads 'Signing in...' while busy, then signs in, greets and goes home", async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    stubFetch(() => new Promise((r) => (answer = r)));
    const success = vi.spyOn(toast, "success");
    const { container, router } = await renderAt("/login");
    await type(byLabel(container, "Email"), "ayesha@safar.pk");
    await type(byLabel(container, "Password"), "Safar@2026");
    await click(button(container, "Sign in"));
    await waitFor(() => expect(button(container, "Signing in...").disabled).toBe(true));

    answer({ status: 200, body: { token: "jwt-token", user: USER } });
    await waitFor(() => expect(text(container)).toContain("Home page"));
    expect(router.state.location.pathname).toBe("/");
    expect(getSession()).toMatchObject({
      status: "signed-in",
      token: "jwt-token",
      user: { email: USER.email },
    });
    expect(localStorage.getItem("token")).toBe("jwt-token");
    expect(success).toHaveBeenCalledWith("You have successfully logged in.", { title: "Welcome Back!" });
  });

  it("links to the registration page", async () => {
    stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/login");
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === "Create an account");
    expect(link?.getAttribute("href")).toBe("/register");
  });
});

describe("register", () => {
  async function fill(container: HTMLElement, overrides: Record<string, string> = {}) {
    const v = {
      "Full name": "Zainab Qureshi",
      Email: "zainab@example.com",
      "Company / Business": "Qureshi Travels",
      "Mobile number": "+923331234567",
      Address: "14 Gulberg III",
      City: "Lahore",
      Country: "Pakistan",
      Password: "Zainab@2026",
      "Confirm password": "Zainab@2026",
      ...overrides,
    };
    for (const [label, value] of Object.entries(v)) await type(byLabel(container, label), value);
  }

  it("offers every country with an empty first option, and the password hint", async () => {
    stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/register");
    const country = byLabel(container, "Country");
    expect(country.tagName).toBe("SELECT");
    expect(country.options[0]?.textContent).toBe("Select your country");
    expect(country.options[0]?.value).toBe("");
    expect(country.options.length).toBeGreaterThan(240);
    expect(text(container)).toContain(
      "Password must be at least 8 characters with 1 uppercase letter and 1 special character",
    );
    expect(byLabel(container, "Mobile number").getAttribute("autocomplete")).toBe("tel");
    expect(byLabel(container, "Confirm password").getAttribute("autocomplete")).toBe("new-password");
  });

  it("reports every empty field with the shared messages and sends nothing", async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/register");
    await click(button(container, "Create account"));
    for (const m of [
      "Name is required",
      "Please enter a valid email",
      "Company/Business is required",
      "Mobile number is required",
      "Address is required",
      "City is required",
      "Country is required",
      "Password must be at least 8 characters",
    ])
      expect(text(container)).toContain(m);
    expect(document.activeElement).toBe(byLabel(container, "Full name"));
    expect(fn).not.toHaveBeenCalled();
  });

  it('says "Passwords don\'t match" and does not send', async () => {
    const { fn } = stubFetch(() => ({ status: 500 }));
    const { container } = await renderAt("/register");
    await fill(container, { "Confirm password": "Zainab@2027" });
    await click(button(container, "Create account"));
    expect(text(container)).toContain("Passwords don't match");
    expect(byLabel(container, "Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(fn).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the banner, else 'Registration failed'", async () => {
    let status = 409;
    stubFetch(() =>
      status === 409
        ? { status, body: { message: "An account with this email already exists" } }
        : { status: 500 },
    );
    const { container } = await renderAt("/register");
    await fill(container);
    await click(button(container, "Create account"));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(
        "An account with this email already exists",
      ),
    );
    status = 500;
    await click(button(container, "Create account"));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe("Registration failed"),
    );
  });

  it("sends the fields without the confirmation and as a customer, then shows the approval panel", async () => {
    const { calls } = stubFetch(() => ({
      status: 201,
      body: {
        token: null,
        user: { ...USER, name: "Zainab Qureshi", email: "zainab@example.com", isApproved: false },
        requiresApproval: true,
      },
    }));
    const { container, router } = await renderAt("/register");
    await fill(container);
    await click(button(container, "Create account"));
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Registration Successful!"));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe("/api/auth/register");
    expect(calls[0]?.body).toEqual({
      name: "Zainab Qureshi",
      email: "zainab@example.com",
      company: "Qureshi Travels",
      mobileNumber: "+923331234567",
      address: "14 Gulberg III",
      city: "Lahore",
      country: "Pakistan",
      password: "Zainab@2026",
      role: "customer",
    });
    expect(calls[0]?.body).not.toHaveProperty("confirmPassword");
    expect(text(container)).toMatch(/pending admin approval/);
    expect(text(container)).toMatch(/e-mail/);
    expect(text(container)).toMatch(/won't be able to sign in until/);
    expect(container.querySelector("form")).toBeNull();
    expect(getSession().user).toBeNull();

    // 'Register Another Account' brings back an empty form.
    await click(button(container, "Register Another Account"));
    expect(byLabel(container, "Full name").value).toBe("");
    expect(byLabel(container, "Country").value).toBe("");
    expect(text(container)).not.toContain("Name is required");

    // 'Go to Login Page' leads to /login.
    await fill(container, { Email: "zainab2@example.com" });
    await click(button(container, "Create account"));
    await waitFor(() => expect(text(container)).toContain("Registration Successful!"));
    await click(button(container, "Go to Login Page"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("signs in and goes home should the server ever answer with a token", async () => {
    stubFetch(() => ({ status: 201, body: { token: "jwt-new", user: USER } }));
    const { container } = await renderAt("/register");
    await fill(container);
    await click(button(container, "Create account"));
    await waitFor(() => expect(text(container)).toContain("Home page"));
    expect(getSession().token).toBe("jwt-new");
  });
});
