/**
 * The account actions of User Management: which dialog is open for which user, and the approve,
 * block/unblock and delete sends with the row they mark busy and their toasts.
 */
import { useCallback, useMemo, useState } from "react";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { toast } from "../../../ui/toast.ts";
import { approveCustomer, deleteCustomer, setCustomerBlocked, USER_MESSAGES } from "../data.ts";
import type { Customer } from "../user-view.ts";

/** Which dialog is open, for which user; `fromDetails` returns there when the form closes. */
export type Dialog =
  | { kind: "create" }
  | { kind: "details"; id: string }
  | { kind: "edit" | "password"; id: string; fromDetails: boolean }
  | { kind: "block" | "unblock" | "delete"; id: string };

export function useUserActions(rows: readonly Customer[]) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: "approve" | "block" | "delete" } | null>(null);
  const byId = useMemo(() => new Map(rows.map((r) => [r._id, r])), [rows]);
  /** The live row of the dialog's user (it follows the mirror). */
  const target = dialog && dialog.kind !== "create" ? (byId.get(dialog.id) ?? null) : null;

  const close = useCallback(() => setDialog(null), []);
  const backToDetails = useCallback(
    () =>
      setDialog((d) =>
        d && (d.kind === "edit" || d.kind === "password") && d.fromDetails
          ? { kind: "details", id: d.id }
          : null,
      ),
    [],
  );

  async function approve(c: Customer) {
    setBusy({ id: c._id, action: "approve" });
    const out = await approveCustomer(c._id);
    setBusy(null);
    if (out.ok) toast.success(USER_MESSAGES.approved);
    else if (out.queued) toastQueued(out.message);
    else toast.error(out.message);
  }

  /** The block, unblock or delete the open confirmation asks for. */
  async function confirmAction() {
    if (
      !dialog ||
      !target ||
      (dialog.kind !== "block" && dialog.kind !== "unblock" && dialog.kind !== "delete")
    )
      return;
    const c = target;
    if (dialog.kind === "delete") {
      setBusy({ id: c._id, action: "delete" });
      const out = await deleteCustomer(c._id);
      setBusy(null);
      if (out.ok) {
        toast.success(USER_MESSAGES.deleted);
        setDialog(null);
      } else toast.error(out.message);
      return;
    }
    const blocking = dialog.kind === "block";
    setBusy({ id: c._id, action: "block" });
    const out = await setCustomerBlocked(c._id, blocking);
    setBusy(null);
    if (out.ok) {
      toast.success(blocking ? USER_MESSAGES.blocked : USER_MESSAGES.unblocked);
      setDialog(null);
    } else if (out.queued) {
      toastQueued(out.message);
      setDialog(null);
    } else toast.error(out.message);
  }

  /** Whether `action` is under way for `id`. */
  const isBusy = (id: string, action: "approve" | "block" | "delete") =>
    busy?.id === id && busy.action === action;

  return { dialog, setDialog, busy, isBusy, target, close, backToDetails, approve, confirmAction };
}

export type UserActions = ReturnType<typeof useUserActions>;
