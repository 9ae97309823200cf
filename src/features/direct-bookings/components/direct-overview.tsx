/**
 * The direct-bookings area (/admin/direct-bookings): how many website flight, website package and
 * GDS bookings there are by status, with links to each list; the newest bookings waiting for
 * approval across the three; and links to the analytics and the website settings.
 */
import { Link, type LinkProps } from "@tanstack/react-router";
import {
  ArrowRight,
  ChartColumn,
  Clock,
  type LucideIcon,
  Network,
  Package,
  PlaneTakeoff,
  Settings,
} from "lucide-react";
import { useMemo } from "react";
import { loadFailureText } from "../../../db/sync-failure.ts";
import { formatCurrency, formatDate, formatRupees, formatTime12 } from "../../../domain/format.ts";
import { packageText } from "../../../domain/package-text.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import {
  reload,
  useDirectBookings,
  useDirectPackageBookings,
  useGdsBookings,
  useSyncStatus,
} from "../data.ts";
import { bookingRef, flightTitle, type StatusCounts, statusCounts } from "../direct-view.ts";

type To = NonNullable<LinkProps["to"]>;

const FLIGHTS: To = "/admin/direct-bookings/bookings";
const PACKAGES: To = "/admin/direct-bookings/package-bookings";
const GDS: To = "/admin/direct-bookings/gds-bookings";
const TABLES = ["directBookings", "directPackageBookings", "gdsBookings"] as const;

function CountCard({
  title,
  description,
  icon: Icon,
  counts,
  to,
  linkLabel,
  loading,
  extra,
  testId,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  counts: StatusCounts;
  to: To;
  linkLabel: string;
  loading: boolean;
  extra?: string;
  testId: string;
}) {
  return (
    <article
      className="flex min-w-0 flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5"
      data-testid={testId}
    >
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-box bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-base-content/70 text-sm">{description}</p>
        </div>
      </header>
      {loading ? (
        <div className="skeleton h-16 w-full" aria-hidden="true" />
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-3xl tabular-nums" data-testid="count-total">
              {counts.total}
            </span>
            <span className="text-base-content/70 text-sm">bookings</span>
          </p>
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-box bg-warning/15 px-2 py-2">
              <dt className="text-base-content/75 text-xs">Pending</dt>
              <dd className="font-semibold tabular-nums">{counts.pending}</dd>
            </div>
            <div className="rounded-box bg-success/15 px-2 py-2">
              <dt className="text-base-content/75 text-xs">Approved</dt>
              <dd className="font-semibold tabular-nums">{counts.approved}</dd>
            </div>
            <div className="rounded-box bg-error/10 px-2 py-2">
              <dt className="text-base-content/75 text-xs">Cancelled</dt>
              <dd className="font-semibold tabular-nums">{counts.cancelled}</dd>
            </div>
          </dl>
          {extra && <p className="text-base-content/75 text-sm">{extra}</p>}
        </>
      )}
      <Link
        to={to}
        className="btn btn-outline btn-primary btn-sm mt-auto min-h-11 justify-between sm:min-h-9"
      >
        {counts.pending > 0 ? `${linkLabel} · ${counts.pending} to review` : linkLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}

type Waiting = {
  id: string;
  kind: string;
  ref: string;
  customer: string;
  what: string;
  amount: string;
  createdAt: string;
  to: To;
};

export function DirectOverview() {
  const flights = useDirectBookings();
  const packages = useDirectPackageBookings();
  const gds = useGdsBookings();
  const s1 = useSyncStatus("directBookings");
  const s2 = useSyncStatus("directPackageBookings");
  const s3 = useSyncStatus("gdsBookings");

  const flightCounts = useMemo(() => statusCounts(flights.rows), [flights.rows]);
  const packageCounts = useMemo(() => statusCounts(packages.rows), [packages.rows]);
  const gdsCounts = useMemo(() => statusCounts(gds.rows), [gds.rows]);

  const flightValue = useMemo(
    () =>
      flights.rows.reduce(
        (sum, b) => (b.status === "approved" ? sum + (b.bookingDetails?.totalAmount ?? 0) : sum),
        0,
      ),
    [flights.rows],
  );
  const packageValue = useMemo(
    () => packages.rows.reduce((sum, b) => (b.status === "approved" ? sum + (b.totalAmount ?? 0) : sum), 0),
    [packages.rows],
  );

  const waiting: Waiting[] = useMemo(() => {
    const list: Waiting[] = [
      ...flights.rows
        .filter((b) => b.status === "pending")
        .map((b) => ({
          id: b._id,
          kind: b.bookingType === "package" ? "Website package" : "Website flight",
          ref: bookingRef(b),
          customer: b.customerName,
          what: flightTitle(b),
          amount: formatRupees(b.bookingDetails.totalAmount),
          createdAt: b.createdAt,
          to: FLIGHTS,
        })),
      ...packages.rows
        .filter((b) => b.status === "pending")
        .map((b) => ({
          id: b._id,
          kind: "Website package",
          ref: bookingRef(b),
          customer: b.customerName,
          what: b.packageDetails?.name ? packageText(b.packageDetails.name) : "Unknown Package",
          amount: formatRupees(b.totalAmount),
          createdAt: b.createdAt,
          to: PACKAGES,
        })),
      ...gds.rows
        .filter((b) => b.status === "pending")
        .map((b) => ({
          id: b._id,
          kind: "GDS",
          ref: b.bookingId,
          customer: b.customerName,
          what: b.isMultiCity
            ? `Multi-city (${b.multiCityFlights.length} flights)`
            : (b.flightDetails?.flightNumber ?? ""),
          amount: formatCurrency(b.totalAmount, b.currency),
          createdAt: b.createdAt,
          to: GDS,
        })),
    ];
    return list
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
      .slice(0, 6);
  }, [flights.rows, packages.rows, gds.rows]);

  const synced = [s1.lastSyncedAt, s2.lastSyncedAt, s3.lastSyncedAt];
  const oldest = synced.includes(null) ? null : (synced.sort()[0] ?? null);
  const loading = (rows: number, s: typeof s1) => rows === 0 && (s.loading || s.syncing || !s.lastSyncedAt);
  const totalPending = flightCounts.pending + packageCounts.pending + gdsCounts.pending;
  // A list that never loaded: its server's message and Try Again, no counts (docs/ARCHITECTURE.md §5.9).
  const neverLoaded = [s1, s2, s3].find((s) => !s.lastSyncedAt && s.lastError);
  const failure = neverLoaded ? loadFailureText(neverLoaded.errors[0], "Failed to fetch bookings") : null;
  const retry = () => void Promise.all(TABLES.map((t) => reload(t)));

  return (
    <Page title="Direct Bookings" subtitle="Bookings that arrive from the agency's website and from the GDS">
      <FreshnessLine
        noun="bookings"
        lastSyncedAt={oldest}
        failed={Boolean(s1.lastError || s2.lastError || s3.lastError)}
        syncing={s1.syncing || s2.syncing || s3.syncing}
        loading={s1.loading || s2.loading || s3.loading}
        hasRows={flights.rows.length + packages.rows.length + gds.rows.length > 0}
      />
      {failure ? (
        <ErrorBox message={failure} onRetry={retry} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <CountCard
            testId="overview-flights"
            title="Website flight bookings"
            description="Flight (and package) requests made on the website"
            icon={PlaneTakeoff}
            counts={flightCounts}
            to={FLIGHTS}
            linkLabel="Flight bookings"
            loading={loading(flights.rows.length, s1)}
            extra={`Approved value ${formatRupees(flightValue)}`}
          />
          <CountCard
            testId="overview-packages"
            title="Website package bookings"
            description="Umrah and tour packages booked on the website"
            icon={Package}
            counts={packageCounts}
            to={PACKAGES}
            linkLabel="Package bookings"
            loading={loading(packages.rows.length, s2)}
            extra={`Approved value ${formatRupees(packageValue)}`}
          />
          <CountCard
            testId="overview-gds"
            title="GDS bookings"
            description="Single and multi-city tickets from the GDS"
            icon={Network}
            counts={gdsCounts}
            to={GDS}
            linkLabel="GDS bookings"
            loading={loading(gds.rows.length, s3)}
            extra={`${gds.rows.filter((b) => b.isMultiCity).length} multi-city itineraries`}
          />
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        {!failure && (
          <section
            className="min-w-0 rounded-box border border-base-300 bg-base-100 p-5 lg:col-span-2"
            aria-labelledby="waiting-heading"
          >
            <h2 id="waiting-heading" className="mb-3 flex items-center gap-2 font-semibold">
              <Clock className="size-4 text-warning" aria-hidden="true" />
              Waiting for approval
              <span className="badge badge-warning badge-sm">{totalPending}</span>
            </h2>
            {waiting.length === 0 ? (
              <p className="py-6 text-center text-base-content/70">
                Nothing is waiting: every booking has been handled.
              </p>
            ) : (
              <ul className="divide-y divide-base-300" data-testid="waiting-list">
                {waiting.map((w) => (
                  <li key={w.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                    <div className="min-w-0 flex-1 basis-52">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium font-mono">{w.ref}</span>
                        <span className="badge badge-ghost badge-sm">{w.kind}</span>
                      </p>
                      <p className="truncate text-base-content/75 text-sm">
                        {w.customer || "Unknown User"} · {w.what}
                      </p>
                    </div>
                    <div className="flex items-center gap-3 text-sm max-sm:w-full max-sm:justify-between">
                      <span className="flex flex-col leading-tight sm:text-right">
                        <span className="font-medium tabular-nums">{w.amount}</span>
                        <span className="text-base-content/70 text-xs">
                          {formatDate(w.createdAt)}, {formatTime12(w.createdAt)}
                        </span>
                      </span>
                      <Link
                        to={w.to}
                        className="btn btn-ghost btn-sm btn-square max-lg:size-11"
                        aria-label={`Review ${w.kind.toLowerCase()} booking ${w.ref}`}
                      >
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <nav className="grid content-start gap-3" aria-label="More in direct bookings">
          <Link
            to="/admin/direct-bookings/analytics"
            className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 hover:border-primary"
          >
            <ChartColumn className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">Analytics</span>
              <span className="block text-base-content/70 text-sm">Sales, sources and destinations</span>
            </span>
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
          <Link
            to="/admin/direct-bookings/website"
            className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4 hover:border-primary"
          >
            <Settings className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">Website Settings</span>
              <span className="block text-base-content/70 text-sm">
                Live or offline, features, design, contact
              </span>
            </span>
            <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        </nav>
      </div>
    </Page>
  );
}
