/** Route guards: signed-out visitors go to /login, the wrong role to /unauthorized. */
import { redirect } from "@tanstack/react-router";
import { getSession, sessionReady } from "../api/session.ts";

export async function requireSignedIn() {
  await sessionReady();
  const { user } = getSession();
  if (!user) throw redirect({ to: "/login" });
  return user;
}

export async function requireRole(role: "admin" | "customer") {
  const user = await requireSignedIn();
  if (user.role !== role) throw redirect({ to: "/unauthorized", replace: true });
  return user;
}

/** /login and /register are for signed-out visitors only. */
export async function requireSignedOut() {
  await sessionReady();
  if (getSession().user) throw redirect({ to: "/" });
}
