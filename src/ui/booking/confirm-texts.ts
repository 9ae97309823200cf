/**
 * What the confirmation of a destructive booking action says (pure). Cancel reads the same on
 * every booking screen; delete keeps each screen's own wording, which the screen passes in.
 */
import { type BookingKind, HOLDS } from "../../domain/lifecycle.ts";

export type ConfirmTexts = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
};

/**
 * 'Cancel booking PK-1 for UMRAH GOLD? Its 2 places are released and the booking cannot be
 * approved afterwards.' The seats or places are named only for the kinds that hold them.
 */
export function cancelConfirmTexts(
  kind: BookingKind,
  reference: string,
  options: { subject?: string; count?: number } = {},
): ConfirmTexts {
  const what = options.subject ? `${reference} for ${options.subject}` : reference;
  const holds = HOLDS[kind];
  const released =
    holds && options.count !== undefined
      ? `${releasedText(options.count, holds === "seats" ? "seat" : "place")} and the booking cannot be approved afterwards.`
      : "The booking cannot be approved afterwards.";
  return {
    title: "Cancel Booking",
    message: `Cancel booking ${what}? ${released}`,
    confirmLabel: "Cancel Booking",
    cancelLabel: "Keep Booking",
  };
}

/** 'Its 1 seat is released', 'Its 2 places are released'. */
function releasedText(count: number, unit: string): string {
  return count === 1 ? `Its 1 ${unit} is released` : `Its ${count} ${unit}s are released`;
}

/** A delete confirmation with the screen's title and message; Delete and Cancel. */
export function deleteConfirmTexts(title: string, message: string): ConfirmTexts {
  return { title, message, confirmLabel: "Delete", cancelLabel: "Cancel" };
}
