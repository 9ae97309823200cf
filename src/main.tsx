import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api, setUnauthorizedHandler } from "./api/client.ts";
import { restoreSession, watchOtherTabs } from "./api/session.ts";
import { startMirror } from "./db/start.ts";
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

startMirror();
watchOtherTabs();
watchDeviceTheme();
registerServiceWorker();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
