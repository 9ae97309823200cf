/** What a list shows when there is nothing to show: an icon, a title, a line, an optional action. */
import { Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon = Inbox,
  title,
  message,
  action,
}: {
  icon?: LucideIcon;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center" data-testid="empty-state">
      <span className="mb-1 grid size-14 place-items-center rounded-full bg-base-200 text-base-content/70">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="font-semibold text-lg">{title}</p>
      {message && <p className="max-w-md text-base-content/70">{message}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
