/**
 * Edit Customer Profile's note after a 412: someone else saved the user after the form was opened.
 * Once the newer row has arrived it offers Load latest; until then it says it is fetching it.
 */
import { CircleAlert, RefreshCw } from "lucide-react";

export function ChangedElsewhereNote({ newer, onLoadLatest }: { newer: boolean; onLoadLatest: () => void }) {
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-wrap items-start text-sm">
      <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1 basis-48">
        This user was changed by someone else after you opened the form.{" "}
        {newer ? "Load the latest saved values, or save again to keep yours." : "Fetching the latest…"}
      </span>
      {newer && (
        <button type="button" className="btn btn-sm btn-warning max-lg:min-h-11" onClick={onLoadLatest}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Load latest
        </button>
      )}
    </div>
  );
}
