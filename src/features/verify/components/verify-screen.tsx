/**
 * /verify/:code, the page a travel document's QR code opens: anyone (no sign-in) learns whether the
 * document is one this agency issued and what it is for, with travellers named by their initials
 * only; or "Not a valid Safar document". The answer is the server's, never the device's.
 */
import { CircleCheck, CircleX, ShieldAlert } from "lucide-react";
import { AuthShell } from "../../../ui/auth-shell.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { NOT_A_DOCUMENT, useDocumentCheck, verdictOf } from "../data.ts";

export function VerifyScreen({ code }: { code: string }) {
  const { check, retry } = useDocumentCheck(code);
  return (
    <AuthShell
      title="Document check"
      subtitle="Travel documents issued by Safar carry a QR code that opens this page."
    >
      <div aria-live="polite" data-testid="document-check">
        {check.state === "checking" && (
          <div className="skeleton-group space-y-3" aria-busy="true">
            <span className="sr-only">Checking the document…</span>
            <div className="skeleton h-6 w-3/4" aria-hidden="true" />
            <div className="skeleton h-4 w-1/2" aria-hidden="true" />
          </div>
        )}
        {check.state === "failed" && <ErrorBox message={check.message} onRetry={retry} />}
        {check.state === "not-a-document" && (
          <p className="flex items-start gap-3 text-lg font-semibold text-error" data-testid="verdict">
            <ShieldAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
            {NOT_A_DOCUMENT}
          </p>
        )}
        {check.state === "checked" && (
          <div className="space-y-4">
            <p
              className={`flex items-start gap-3 text-lg font-semibold ${check.document.valid ? "text-success" : "text-error"}`}
              data-testid="verdict"
            >
              {check.document.valid ? (
                <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
              )}
              {verdictOf(check.document)}
            </p>
            {check.document.passengers.length > 0 && (
              <div>
                <h2 className="text-sm font-semibold">Travellers (initials)</h2>
                <ul className="mt-1 flex flex-wrap gap-2" data-testid="traveller-initials">
                  {check.document.passengers.map((p, i) => (
                    <li key={`${p}-${i}`} className="badge badge-ghost">
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </AuthShell>
  );
}
