/** The red box for a failed load, with 'Try Again' when the caller can retry. */
import { CircleAlert, RefreshCw } from "lucide-react";

export function ErrorBox({
  message,
  title,
  onRetry,
  retryLabel = "Try Again",
}: {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="alert alert-error alert-soft flex flex-wrap items-start"
      data-testid="error-box"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-48">
        {title && <p className="font-semibold">{title}</p>}
        <p className="break-words">{message}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-error max-sm:ml-8 max-lg:min-h-11" onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {retryLabel}
        </button>
      )}
    </div>
  );
}
