/**
 * On the sign-in screen: why the last session ended when the server ended it (the idle timeout,
 * docs/ARCHITECTURE.md §4.1), until the next sign-in.
 */
import { Clock } from "lucide-react";
import { useSignedOutNotice } from "../../../api/session.ts";

export function SignedOutNotice() {
  const notice = useSignedOutNotice();
  if (!notice) return null;
  return (
    <div role="status" className="alert alert-info alert-soft mb-4" data-testid="signed-out-notice">
      <Clock className="size-5 shrink-0" aria-hidden="true" />
      <span>{notice}</span>
    </div>
  );
}
