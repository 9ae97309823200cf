/**
 * "Are you sure?": a small dialog with Confirm and Cancel. The action picks the icon and the
 * colour of the confirm button (delete, block, reject, cancel: red; approve, unblock: green).
 * While the confirmed action runs (`busy`) Confirm is disabled, but the dialog can still be closed
 * (Cancel, Escape, ×): the write goes on in the outbox and its outcome still shows as a toast.
 */
import {
  Ban,
  CircleCheckBig,
  CircleX,
  LockOpen,
  type LucideIcon,
  ShieldBan,
  Trash2,
  TriangleAlert,
} from "lucide-react";
import { useRef } from "react";
import { BUSY_LOOK } from "./buttons.tsx";
import { Modal } from "./modal.tsx";

export type ConfirmAction = "delete" | "block" | "unblock" | "approve" | "reject" | "cancel";

export const CONFIRM_ACTIONS: Record<ConfirmAction, { icon: LucideIcon; tone: "error" | "success" }> = {
  delete: { icon: Trash2, tone: "error" },
  block: { icon: ShieldBan, tone: "error" },
  reject: { icon: CircleX, tone: "error" },
  cancel: { icon: Ban, tone: "error" },
  approve: { icon: CircleCheckBig, tone: "success" },
  unblock: { icon: LockOpen, tone: "success" },
};

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = "Are you sure?",
  message = "This action cannot be undone.",
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  action,
  busy = false,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  action?: ConfirmAction;
  busy?: boolean;
}) {
  // The safe choice has focus first: Enter does not delete by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const spec = action ? CONFIRM_ACTIONS[action] : null;
  const Icon = spec?.icon ?? TriangleAlert;
  const tone = spec?.tone ?? "warning";
  const iconBox = {
    error: "bg-error/10 text-error",
    success: "bg-success/10 text-success",
    warning: "bg-warning/20 text-warning-content",
  }[tone];
  const confirmBtn = {
    error: `btn-error ${BUSY_LOOK.error}`,
    success: `btn-success ${BUSY_LOOK.success}`,
    warning: `btn-primary ${BUSY_LOOK.primary}`,
  }[tone];
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocus={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-ghost border-base-300 max-lg:min-h-11"
            onClick={onCancel}
            data-testid="confirm-cancel"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${confirmBtn} max-lg:min-h-11`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-ok"
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="flex items-start gap-4" data-action={action}>
        <span className={`grid size-12 shrink-0 place-items-center rounded-full ${iconBox}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="pt-3 text-base-content/80">{message}</p>
      </div>
    </Modal>
  );
}
