/** One figure of Flights Analytics: its label and icon, the value, and what it counts below. */
import type { ReactNode } from "react";

export function Figure({
  label,
  value,
  icon,
  children,
  id,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  children?: ReactNode;
  id: string;
}) {
  return (
    <li className="card border border-base-300 bg-base-100" data-testid="flights-figure" data-figure={id}>
      <div className="card-body gap-1.5 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium text-base-content/75 text-sm">{label}</h3>
          {icon}
        </div>
        <p className="font-bold text-xl tabular-nums">{value}</p>
        {children}
      </div>
    </li>
  );
}
