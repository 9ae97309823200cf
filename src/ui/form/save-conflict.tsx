/**
 * An edit form's save failure shown inline, and after a 412 (someone saved the record meanwhile,
 * docs/ARCHITECTURE.md §5) its conflict view: the message, then, once the saved version is read,
 * what each side changed with the admin's choices (`children`), else what shows meanwhile
 * (`waiting`). The flight and package forms both show it, each with its own comparison.
 */
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export function SaveConflict({
  message,
  look,
  waiting = null,
  testId,
  children = null,
}: {
  message: ReactNode;
  /** 'error': a red alert, the message beside the icon; 'warning': an amber panel, the message on top. */
  look: "error" | "warning";
  /** Shown instead of `children` while the saved version is not yet known. */
  waiting?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const body = waiting ?? children;
  if (look === "error")
    return (
      <div
        role="alert"
        className="alert alert-error alert-soft flex flex-wrap items-start text-sm"
        data-testid={testId}
      >
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 basis-48">{message}</span>
        {body}
      </div>
    );
  return (
    <div
      role="alert"
      className="rounded-box border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid={testId}
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {body}
    </div>
  );
}
