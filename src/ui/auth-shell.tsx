/**
 * The frame of the signed-out screens: the theme toggle fixed at the top right, the Safar mark,
 * name and tagline, and a card holding the form. Centred; comfortable at 390 px and on desktop.
 */
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export const TAGLINE = "Group tickets and Umrah packages, booked with confidence.";

export function AuthShell({
  title,
  subtitle,
  wide = false,
  children,
  footer,
}: {
  /** Omitted when the content brings its own heading (the registration success panel). */
  title?: string;
  subtitle?: string;
  /** The registration form needs two columns on wider screens. */
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center bg-base-200 px-4 pt-16 pb-10 sm:justify-center sm:pt-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-linear-to-b from-primary/15 to-transparent"
      />
      <ThemeToggle className="fixed top-3 right-3 z-20" />
      <main className={`relative w-full ${wide ? "max-w-2xl" : "max-w-md"}`}>
        <div className="mb-6 flex flex-col items-center text-center">
          <BrandMark className="size-14 rounded-2xl shadow-md" />
          <p className="mt-3 text-2xl font-bold tracking-tight">Safar</p>
          <p className="mt-1 text-sm text-base-content/70">{TAGLINE}</p>
        </div>
        <section className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-0 p-5 sm:p-8">
            {title && (
              <header className="mb-6">
                <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
                {subtitle && <p className="mt-1 text-sm text-base-content/70">{subtitle}</p>}
              </header>
            )}
            {children}
            {footer && (
              <p className="mt-6 border-t border-base-300 pt-5 text-center text-sm text-base-content/80">
                {footer}
              </p>
            )}
          </div>
        </section>
      </main>
    </div>
  );
}
