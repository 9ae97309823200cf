/** A warning badge in the top bar while the browser is offline; nothing while online. */
import { WifiOff } from "lucide-react";
import { useOnline } from "../use-online.ts";

export const OFFLINE_MESSAGE =
  "You are offline. Showing saved data; changes will be sent when you reconnect.";

export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="dropdown dropdown-end dropdown-hover" role="status" data-testid="offline-indicator">
      <button
        type="button"
        className="flex min-h-11 items-center rounded-field focus-visible:outline-2 focus-visible:outline-primary lg:min-h-10"
        aria-describedby="offline-indicator-tip"
      >
        <span className="badge badge-warning gap-1 font-medium">
          <WifiOff className="size-3.5" aria-hidden="true" />
          {/* Icon only on phones, where the page title needs the room. */}
          <span className="max-sm:sr-only">Offline</span>
        </span>
      </button>
      <div
        id="offline-indicator-tip"
        role="tooltip"
        className="dropdown-content z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 p-3 text-sm shadow-lg"
      >
        {OFFLINE_MESSAGE}
      </div>
    </div>
  );
}
