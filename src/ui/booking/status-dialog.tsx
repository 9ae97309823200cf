/**
 * The details dialog of the website and GDS bookings: its title, the status badge beside a line
 * saying when (and where) it was booked, the sections, and the footer with what the lifecycle
 * allows (DetailsFooter: Close, Cancel Booking, Approve).
 */
import type { ReactNode } from "react";
import type { BookingKind, BookingStatus } from "../../domain/lifecycle.ts";
import { StatusBadge } from "../booking-parts.tsx";
import { Modal } from "../modal.tsx";
import { type BookingButton, DetailsFooter } from "./actions.tsx";

export function StatusDetailsDialog({
  open,
  onClose,
  title,
  line,
  kind,
  status,
  onApprove,
  onCancel,
  busy = null,
  locked = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Beside the status: 'Booked 12 Mar 2026, 10:15 am'. */
  line: ReactNode;
  kind: BookingKind;
  status: BookingStatus;
  onApprove: () => void;
  onCancel: () => void;
  busy?: BookingButton | null;
  locked?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          <span>{line}</span>
        </span>
      }
      footer={
        <DetailsFooter
          onClose={onClose}
          kind={kind}
          status={status}
          on={{ approve: onApprove, cancel: onCancel }}
          busy={busy}
          locked={locked}
        />
      }
    >
      {children}
    </Modal>
  );
}
