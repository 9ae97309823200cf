/** How a Recent Activity entry (and a recent booking) shows its status and action. */
import { titleCaseAction } from "../../domain/format.ts";

export type BadgeTone = "success" | "warning" | "error";

/** The status badge: approved or success green, pending or warning yellow, anything else red. */
export function activityTone(status: string | null | undefined): BadgeTone {
  const s = (status ?? "").toLowerCase();
  if (s === "approved" || s === "success") return "success";
  if (s === "pending" || s === "warning") return "warning";
  return "error";
}

export const BADGE_CLASS: Record<BadgeTone, string> = {
  success: "badge-success",
  warning: "badge-warning",
  error: "badge-error",
};

/** 'approve_booking' → 'Approve Booking' (underscores as spaces, title-cased). */
export function activityTitle(action: string | null | undefined): string {
  return titleCaseAction(action) || "Activity";
}
