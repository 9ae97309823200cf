import type { ReactNode } from "react";

/** The signed-in layout (sidebar, top bar); the full version replaces this. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main className="p-4">{children}</main>;
}
