/** One labelled field of Log Details (a term and its value; `wide` spans both columns). */
import type { ReactNode } from "react";

export function Item({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-base-content/70 text-xs font-medium uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
