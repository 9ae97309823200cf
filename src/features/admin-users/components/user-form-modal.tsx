/**
 * The frame the user forms share (Create User, Edit Customer Profile, Change Password): the dialog,
 * its Cancel and submit buttons, the form they submit, and how a send's answer is shown.
 */
import type { FormEvent, ReactNode } from "react";
import type { Outcome } from "../../../api/outcome.ts";
import type { FieldErrors } from "../../../domain/validation.ts";
import { DismissButton, Modal, type ModalSize, SubmitButton } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";

export function UserFormModal({
  formId,
  open,
  onClose,
  title,
  description,
  size,
  busy,
  onSubmit,
  submit,
  className,
  children,
}: {
  formId: string;
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string | undefined;
  size: ModalSize;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  /** The submit button: its label, its label while sending, its icon. */
  submit: { label: string; busyLabel: string; icon: ReactNode };
  /** The form's layout classes. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      dismissible={!busy}
      footer={
        <>
          <DismissButton onClick={onClose} disabled={busy} />
          <SubmitButton form={formId} busy={busy} {...submit} />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className} data-testid={`${formId}-form`}>
        {children}
      </form>
    </Modal>
  );
}

/**
 * A send's answer: on success the toast and `done`; a refusal's field messages under their fields
 * and its message as a toast; nothing for a send that was cancelled (the form closed).
 */
export function showOutcome<T>(
  out: Outcome<T>,
  form: { setServerErrors: (errors: FieldErrors) => void },
  success: string,
  done: () => void,
): void {
  if (out.ok) {
    toast.success(success);
    done();
    return;
  }
  if (out.aborted) return;
  form.setServerErrors(out.errors);
  toast.error(out.message);
}
