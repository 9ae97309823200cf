/**
 * The packages as a DataList: sortable Name, Type, Destination, Dates (departure), Price,
 * Participants (current) and Status with the direction shown; newest first by default and a newly
 * chosen column sorting descending (back-office §9); the status and type filters; a full table,
 * a compact table and cards by width; the global search over name, destination, type, duration
 * and description.
 */
import { Package as PackageIcon, PackageSearch } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { formatRupees } from "../../../domain/format.ts";
import { IconButton } from "../../../ui/buttons.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Package } from "../data.ts";
import {
  createdAtOf,
  dateRange,
  PACKAGE_DEFAULT_SORT,
  PACKAGE_NEW_COLUMN_DIRECTION,
  PACKAGE_SORT_VALUES,
  packageSearchFields,
  placesLeft,
  tripDays,
} from "../package-list.ts";
import { PackageStatusBadge, PackageTypeBadge } from "./badges.tsx";

export type PackageActions = {
  onEdit: (p: Package) => void;
  onDelete: (p: Package) => void;
};

const INITIAL_SORT = { ...PACKAGE_DEFAULT_SORT, sortValue: createdAtOf };

function Name({ p }: { p: Package }) {
  return (
    <span className="block min-w-0 font-semibold uppercase leading-snug tracking-wide" title={p.name}>
      {p.name}
    </span>
  );
}

function Dates({ p }: { p: Package }) {
  const days = tripDays(p.departureDate, p.returnDate);
  return (
    <span className="flex flex-col leading-tight">
      <span className="whitespace-nowrap">{dateRange(p.departureDate, p.returnDate)}</span>
      <span className="text-base-content/70 text-xs">{p.duration || (days ? `${days} days` : "")}</span>
    </span>
  );
}

function Participants({ p }: { p: Package }) {
  const left = placesLeft(p);
  const share = p.maxParticipants > 0 ? Math.min(1, p.currentParticipants / p.maxParticipants) : 1;
  return (
    <span className="flex min-w-24 flex-col gap-1 leading-tight">
      <span className="tabular-nums">
        <span className="font-semibold">{p.currentParticipants}</span>
        <span className="text-base-content/70">/{p.maxParticipants}</span>
      </span>
      <span className="h-1 w-full overflow-hidden rounded-full bg-base-content/10" aria-hidden="true">
        <span
          className={`block h-full ${left === 0 ? "bg-error" : share >= 0.8 ? "bg-warning" : "bg-success"}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span className={`text-xs ${left === 0 ? "font-medium text-error" : "text-base-content/70"}`}>
        {left === 0 ? "Full" : `${left} available`}
      </span>
    </span>
  );
}

function Price({ p }: { p: Package }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span className="font-semibold tabular-nums">{formatRupees(p.price)}</span>
      <span className="text-base-content/70 text-xs">per person</span>
    </span>
  );
}

function RowActions({ p, actions }: { p: Package; actions: PackageActions }) {
  const name = p.name.toUpperCase();
  return (
    <span className="flex items-center justify-end gap-0.5">
      <IconButton icon="edit" label={`Edit package ${name}`} onClick={() => actions.onEdit(p)} />
      <IconButton icon="delete" label={`Delete package ${name}`} onClick={() => actions.onDelete(p)} />
    </span>
  );
}

function columns(actions: PackageActions): DataListColumn<Package>[] {
  const sv = PACKAGE_SORT_VALUES;
  return [
    {
      key: "name",
      header: "Name",
      render: (p) => <Name p={p} />,
      sortValue: sv.name,
      className: "min-w-44 max-w-64",
      compact: true,
    },
    { key: "type", header: "Type", render: (p) => <PackageTypeBadge type={p.type} />, sortValue: sv.type },
    {
      key: "destination",
      header: "Destination",
      render: (p) => <span className="uppercase">{p.destination}</span>,
      sortValue: sv.destination,
      className: "min-w-24",
    },
    { key: "dates", header: "Dates", render: (p) => <Dates p={p} />, sortValue: sv.dates, compact: true },
    {
      key: "price",
      header: "Price",
      render: (p) => <Price p={p} />,
      sortValue: sv.price,
      className: "text-right",
      compact: true,
    },
    {
      key: "participants",
      header: "Participants",
      render: (p) => <Participants p={p} />,
      sortValue: sv.participants,
      compact: true,
    },
    {
      key: "status",
      header: "Status",
      render: (p) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <PackageStatusBadge status={p.status} />
          <QueuedBadge table="packages" id={p._id} />
        </span>
      ),
      sortValue: sv.status,
      compact: true,
    },
    {
      key: "actions",
      header: "Actions",
      render: (p) => <RowActions p={p} actions={actions} />,
      className: "text-right",
      compact: true,
    },
  ];
}

/** The compact table (640–1023 px): type and destination move under the name. */
function CompactRow({ p, actions }: { p: Package; actions: PackageActions }) {
  return (
    <>
      <td className="min-w-40">
        <Name p={p} />
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-base-content/75 text-xs">
          <PackageTypeBadge type={p.type} />
          <span className="uppercase">{p.destination}</span>
        </span>
      </td>
      <td>
        <Dates p={p} />
      </td>
      <td className="text-right">
        <Price p={p} />
      </td>
      <td>
        <Participants p={p} />
      </td>
      <td>
        <span className="inline-flex flex-wrap items-center gap-1">
          <PackageStatusBadge status={p.status} />
          <QueuedBadge table="packages" id={p._id} />
        </span>
      </td>
      <td>
        <RowActions p={p} actions={actions} />
      </td>
    </>
  );
}

function Fact({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function PackageCard({ p, actions }: { p: Package; actions: PackageActions }) {
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={`Package ${p.name.toUpperCase()}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Name p={p} />
          <p className="mt-0.5 text-base-content/75 text-sm uppercase">{p.destination}</p>
        </div>
        <span className="flex flex-col items-end gap-1">
          <PackageStatusBadge status={p.status} />
          <QueuedBadge table="packages" id={p._id} />
        </span>
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PackageTypeBadge type={p.type} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Dates" className="col-span-2">
          <Dates p={p} />
        </Fact>
        <Fact label="Price">
          <Price p={p} />
        </Fact>
        <Fact label="Participants">
          <Participants p={p} />
        </Fact>
      </dl>
      <footer className="mt-3 flex justify-end border-base-300 border-t pt-2">
        <RowActions p={p} actions={actions} />
      </footer>
    </article>
  );
}

export function PackageList({
  rows,
  filters,
  loading,
  error,
  onRetry,
  searchTerm,
  actions,
  emptyAction,
  onClearAll,
}: {
  rows: readonly Package[];
  filters: readonly DataListFilter<Package>[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  searchTerm: string;
  actions: PackageActions;
  emptyAction?: ReactNode;
  onClearAll: () => void;
}) {
  const cols = useMemo(() => columns(actions), [actions]);
  return (
    // Dense cells for the desktop table (docs/ARCHITECTURE.md §7), and header text at 80 % of the base colour:
    // daisyUI's 60 % falls under AA contrast on white.
    <div className="[&_thead]:text-base-content/80 [&_table:not(.table-sm)_:is(th,td)]:px-2.5 [&_table:not(.table-sm)_:is(th,td)]:first:pl-4 [&_table:not(.table-sm)_:is(th,td)]:last:pr-4">
      <DataList
        rows={rows}
        columns={cols}
        getKey={(p) => p._id}
        filters={filters}
        searchTerm={searchTerm}
        searchFields={packageSearchFields}
        initialSort={INITIAL_SORT}
        newColumnDirection={PACKAGE_NEW_COLUMN_DIRECTION}
        countLabel="packages"
        caption="Packages"
        loading={loading}
        error={error}
        onRetry={onRetry}
        renderCompactRow={(p) => <CompactRow p={p} actions={actions} />}
        renderCard={(p) => <PackageCard p={p} actions={actions} />}
        emptyState={
          <EmptyState
            icon={PackageIcon}
            title="No packages yet"
            message="Create an Umrah or tour package, or import a CSV file."
            action={emptyAction}
          />
        }
        noMatchState={
          <EmptyState
            icon={PackageSearch}
            title="No packages match"
            message="No package matches your search or filters."
            action={
              <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={onClearAll}>
                Clear search and filters
              </button>
            }
          />
        }
      />
    </div>
  );
}
