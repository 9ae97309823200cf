/** The banner above Website Settings: Live or Offline, why, and the Visit Website link. */
import { CircleAlert, CircleCheckBig, ExternalLink } from "lucide-react";
import type { WebsiteSettings } from "../settings.ts";
import { siteStatus, websiteHref } from "../site-view.ts";

export function StatusBanner({ settings }: { settings: WebsiteSettings }) {
  const live = siteStatus(settings) === "live";
  const href = websiteHref(settings.websiteUrl);
  const Icon = live ? CircleCheckBig : CircleAlert;
  return (
    <div
      className={`alert flex flex-wrap items-center text-base-content ${live ? "border-success/50 bg-success/10" : "border-warning/60 bg-warning/15"}`}
      data-testid="website-status"
      data-status={live ? "live" : "offline"}
    >
      <Icon className={`size-6 shrink-0 ${live ? "text-success" : "text-warning"}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          Website status:
          <span className={`badge ${live ? "badge-success" : "badge-warning"}`}>
            {live ? "Live" : "Offline"}
          </span>
        </p>
        <p className="text-sm">
          {live
            ? "The website is taking visitors and bookings."
            : settings.maintenanceMode
              ? "Maintenance mode is on: visitors see a maintenance page."
              : "The website is switched off."}
          {href ? "" : " Set the website address under General to visit it."}
        </p>
      </div>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-sm min-h-11 sm:min-h-8">
          <ExternalLink className="size-4" aria-hidden="true" />
          Visit Website
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <button type="button" className="btn btn-sm min-h-11 sm:min-h-8" disabled>
          <ExternalLink className="size-4" aria-hidden="true" />
          Visit Website
        </button>
      )}
    </div>
  );
}
