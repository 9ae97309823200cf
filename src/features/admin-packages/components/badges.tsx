/**
 * The small labels of the packages area: package type, package status and booking status. The
 * colour is in the tint, the border and the icon; the text keeps the base colour so it reads at
 * AA contrast in both themes.
 */
import {
  Ban,
  CircleCheck,
  CircleX,
  Clock3,
  type LucideIcon,
  MapPinned,
  MoonStar,
  PackageCheck,
  PackageX,
  PlaneLanding,
} from "lucide-react";
import type { ReactNode } from "react";
import { shownStatus } from "../../../domain/bookings.ts";
import { karachiDate } from "../../../domain/format.ts";

type Tone = "success" | "warning" | "error" | "info" | "primary" | "accent" | "neutral";

const TONES: Record<Tone, { box: string; icon: string }> = {
  success: { box: "border-success/40 bg-success/10", icon: "text-success" },
  warning: {
    box: "border-warning/60 bg-warning/15",
    icon: "text-warning-content [[data-theme=safar-dark]_&]:text-warning",
  },
  error: { box: "border-error/40 bg-error/10", icon: "text-error" },
  info: { box: "border-info/40 bg-info/10", icon: "text-info" },
  primary: { box: "border-primary/40 bg-primary/10", icon: "text-primary" },
  accent: {
    box: "border-accent/60 bg-accent/15",
    icon: "text-accent-content [[data-theme=safar-dark]_&]:text-accent",
  },
  neutral: { box: "border-base-300 bg-base-200", icon: "text-base-content/70" },
};

export function Tag({
  tone,
  icon: Icon,
  children,
  className = "",
}: {
  tone: Tone;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const t = TONES[tone];
  return (
    <span
      className={`inline-flex h-6 items-center gap-1 whitespace-nowrap rounded-full border px-2 font-medium text-base-content text-xs ${t.box} ${className}`}
    >
      {Icon && <Icon className={`size-3.5 shrink-0 ${t.icon}`} aria-hidden="true" />}
      {children}
    </span>
  );
}

export function PackageTypeBadge({ type }: { type: string }) {
  return type === "umrah" ? (
    <Tag tone="primary" icon={MoonStar}>
      Umrah
    </Tag>
  ) : (
    <Tag tone="accent" icon={MapPinned}>
      Tour
    </Tag>
  );
}

const PACKAGE_STATUS: Record<string, { tone: Tone; icon: LucideIcon; label: string }> = {
  active: { tone: "success", icon: PackageCheck, label: "active" },
  sold: { tone: "warning", icon: Ban, label: "sold" },
  cancelled: { tone: "error", icon: PackageX, label: "cancelled" },
  departed: { tone: "neutral", icon: PlaneLanding, label: "departed" },
};

/** The status the lists show: 'Departed' once the departure date has passed (Karachi), else the stored one. */
export function PackageStatusBadge({ p }: { p: { status: string; departureDate: string } }) {
  const status = shownStatus(p, karachiDate());
  const s = PACKAGE_STATUS[status] ?? { tone: "neutral" as const, icon: undefined, label: status };
  return (
    <Tag tone={s.tone} icon={s.icon} className="capitalize">
      {s.label}
    </Tag>
  );
}

export const BOOKING_STATUS: Record<string, { tone: Tone; icon: LucideIcon; label: string }> = {
  pending: { tone: "warning", icon: Clock3, label: "Pending" },
  approved: { tone: "success", icon: CircleCheck, label: "Approved" },
  cancelled: { tone: "error", icon: CircleX, label: "Cancelled" },
};

export function BookingStatusBadge({ status }: { status: string }) {
  const s = BOOKING_STATUS[status] ?? { tone: "neutral" as const, icon: undefined, label: status };
  return (
    <Tag tone={s.tone} icon={s.icon}>
      {s.label}
    </Tag>
  );
}

/** The round status icon at the head of a booking card. */
export function BookingStatusIcon({ status }: { status: string }) {
  const s = BOOKING_STATUS[status];
  const Icon = s?.icon ?? Clock3;
  const t = TONES[s?.tone ?? "neutral"];
  return (
    <span
      className={`grid size-10 shrink-0 place-items-center rounded-full border ${t.box}`}
      data-status={status}
    >
      <Icon className={`size-5 ${t.icon}`} aria-hidden="true" />
    </span>
  );
}
