/** Links to the screens an admin opens most, as large buttons. */
import { Link } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";

export type QuickAction = {
  to:
    | "/admin/flights/add"
    | "/admin/packages/create"
    | "/admin/flights/bookings"
    | "/admin/packages/bookings"
    | "/admin/flights";
  label: string;
  icon: LucideIcon;
};

export function QuickActions({
  actions,
  title = "Quick Actions",
  level = "h2",
}: {
  actions: readonly QuickAction[];
  title?: string;
  level?: "h2" | "h3";
}) {
  const Heading = level;
  return (
    <section className="@container card border border-base-300 bg-base-100" aria-label={title}>
      <div className="card-body gap-3 p-5">
        <Heading className="font-semibold text-base">{title}</Heading>
        <div className="grid @sm:grid-cols-2 grid-cols-1 gap-2">
          {actions.map((a) => (
            <Link
              key={a.label}
              to={a.to}
              className="btn btn-outline justify-start border-base-300 font-medium max-lg:min-h-11"
            >
              <a.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {a.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
