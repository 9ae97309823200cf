import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api, setUnauthorizedHandler } from "./api/client.ts";
import { restoreSession, watchOtherTabs } from "./api/session.ts";
import { router } from "./router.tsx";
import { registerServiceWorker } from "./sw-register.ts";
import { watchDeviceTheme } from "./ui/theme.ts";
import "./styles.css";

setUnauthorizedHandler(() => {
  void router.navigate({ to: "/login", replace: true });
});

void restoreSession(async () => {
  try {
    const { data, response } = await api.GET("/auth/me");
    if (data) return data.user;
    return response.status === 401 ? null : "offline";
  } catch {
    return "offline";
  }
});

// The offline mirror (IndexedDB through Dexie) loads in its own chunk, after the first paint: the
// sign-in page does not need it. It follows the session from whatever state it finds.
void import("./db/start.ts").then((m) => m.startMirror());
watchOtherTabs();
watchDeviceTheme();
registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
