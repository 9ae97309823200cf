/**
 * The flights as a DataList: every sortable column of the spec (the stopover column is not
 * sortable), default order newest first, a newly clicked column ascending; a full table, a compact
 * table and cards by width; the global search over airline, flight number, route, PNR, meal,
 * baggage and status.
 */
import { Plane, SearchX } from "lucide-react";
import { type ReactNode, useCallback, useMemo } from "react";
import { airlineLogo } from "../../../domain/airlines.ts";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { IconButton } from "../../../ui/buttons.tsx";
import { DataList, type DataListColumn, type DataListSelection } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { formatBaggage } from "../../../ui/print/receipt-format.ts";
import { useGlobalSearch } from "../../../ui/search.ts";
import type { Flight } from "../data.ts";
import { flightSearchFields, stopoverLabel } from "../flight-view.ts";
import { AirlineBadge, StatusBadge } from "./airline-badge.tsx";

export type FlightActions = {
  onView: (f: Flight) => void;
  onEdit: (f: Flight) => void;
  onDelete: (f: Flight) => void;
};

/** Dense cells (13 columns share ~1,050 px); headers a shade darker than daisyUI's for AA contrast. */
const CELL = "px-1.5 text-[13px] [&:is(th)]:text-base-content/80";

const INITIAL_SORT = {
  key: "createdAt",
  direction: "desc" as const,
  sortValue: (f: Flight) => f.createdAt,
};

function Schedule({ date, from, to }: { date: string | null; from: string | null; to: string | null }) {
  if (!date) return <span className="text-base-content/60">—</span>;
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span>{formatDate(date)}</span>
      <span className="text-base-content/70 text-xs tabular-nums">
        {from}
        {to ? ` → ${to}` : ""}
      </span>
    </span>
  );
}

/** 'LHE → JED'; a long city name wraps rather than widening the table. */
function Route({ f }: { f: Flight }) {
  return (
    <span className="inline-block max-w-36 font-medium tracking-wide">
      <span className="whitespace-nowrap">
        {f.departure} <span className="text-base-content/60">→</span>
      </span>{" "}
      {f.destination}
    </span>
  );
}

function Seats({ n }: { n: number }) {
  return <span className={`tabular-nums ${n === 0 ? "font-semibold text-error" : ""}`}>{n}</span>;
}

function RowActions({ f, actions, wrap = false }: { f: Flight; actions: FlightActions; wrap?: boolean }) {
  const name = `${f.flightNumber} ${f.departure} to ${f.destination}`;
  return (
    <span
      className={`flex items-center justify-end gap-0.5 ${
        wrap ? "ml-auto max-w-[6.5rem] flex-wrap max-lg:max-w-[5.75rem]" : "flex-nowrap"
      }`}
    >
      <IconButton
        className="tooltip-left"
        icon="view"
        label={`View flight ${name}`}
        onClick={() => actions.onView(f)}
      />
      <IconButton
        className="tooltip-left"
        icon="edit"
        label={`Edit flight ${name}`}
        onClick={() => actions.onEdit(f)}
      />
      <IconButton
        className="tooltip-left"
        icon="delete"
        label={`Delete flight ${name}`}
        onClick={() => actions.onDelete(f)}
      />
    </span>
  );
}

function columns(actions: FlightActions): DataListColumn<Flight>[] {
  return [
    {
      key: "airline",
      header: "Airline",
      render: (f) => <AirlineBadge name={f.airlineName} compact />,
      sortValue: (f) => f.airlineName,
      className: `${CELL} pl-3`,
      compact: true,
    },
    {
      key: "flightNumber",
      header: "Flight",
      render: (f) => <span className="whitespace-nowrap font-mono">{f.flightNumber}</span>,
      sortValue: (f) => f.flightNumber,
      className: CELL,
    },
    {
      key: "route",
      header: "Route",
      render: (f) => <Route f={f} />,
      sortValue: (f) => f.departure,
      compact: true,
      className: CELL,
    },
    {
      key: "schedule",
      header: "Schedule",
      render: (f) => <Schedule date={f.departureDate} from={f.departureTime} to={f.arrivalTime} />,
      sortValue: (f) => `${f.departureDate}T${f.departureTime}`,
      compact: true,
      className: CELL,
    },
    {
      key: "return",
      header: "Return",
      render: (f) =>
        f.isReturnFlight && f.returnDepartureDate ? (
          <Schedule date={f.returnDepartureDate} from={f.returnDepartureTime} to={f.returnArrivalTime} />
        ) : (
          <span className="text-base-content/70 text-sm">One way</span>
        ),
      sortValue: (f) => (f.isReturnFlight ? f.returnDepartureDate : null),
      className: CELL,
    },
    {
      key: "price",
      header: "Price",
      render: (f) => <span className="whitespace-nowrap tabular-nums">{formatRupees(f.price)}</span>,
      sortValue: (f) => f.price,
      className: `${CELL} text-right`,
      compact: true,
    },
    {
      key: "seats",
      header: "Seats",
      render: (f) => <Seats n={f.seatsAvailable} />,
      sortValue: (f) => f.seatsAvailable,
      className: `${CELL} text-right`,
    },
    {
      key: "pnr",
      header: "PNR",
      render: (f) => <span className="inline-block max-w-24 break-all font-mono">{f.pnr || "—"}</span>,
      sortValue: (f) => f.pnr,
      className: CELL,
    },
    {
      key: "meal",
      header: "Meal",
      render: (f) => (f.defaultMeal === "yes" ? "Yes" : "No"),
      sortValue: (f) => f.defaultMeal,
      className: CELL,
    },
    {
      key: "baggage",
      header: "Baggage",
      render: (f) => <span className="inline-block max-w-24">{formatBaggage(f.defaultBaggage) || "—"}</span>,
      sortValue: (f) => f.defaultBaggage,
      className: CELL,
    },
    {
      key: "stopover",
      header: "Stopover",
      render: (f) =>
        f.isStopover ? (
          <span className="flex max-w-28 flex-col leading-tight">
            <span>{f.stopoverLocation || "Stopover"}</span>
            {f.stopoverLayover && <span className="text-base-content/70 text-xs">{f.stopoverLayover}</span>}
          </span>
        ) : (
          <span className="text-base-content/70">Direct</span>
        ),
      className: CELL,
    },
    {
      key: "status",
      header: "Status",
      render: (f) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <StatusBadge status={f.status} />
          <QueuedBadge table="flights" id={f._id} />
        </span>
      ),
      sortValue: (f) => f.status,
      compact: true,
      className: CELL,
    },
    {
      key: "actions",
      header: "Actions",
      render: (f) => <RowActions f={f} actions={actions} />,
      // Always reachable, even when long values make the table scroll sideways.
      className: `${CELL} sticky right-0 bg-base-100 pr-3 text-right`,
      compact: true,
    },
  ];
}

/** The reduced table: airline with the flight number, seats under the price, two actions a line. */
function CompactRow({ f, actions }: { f: Flight; actions: FlightActions | null }) {
  return (
    <>
      <td className={`${CELL} pl-3`}>
        <span className="flex items-center gap-2" title={f.airlineName}>
          <img
            src={airlineLogo(f.airlineName)}
            alt=""
            width={28}
            height={28}
            className="size-7 shrink-0 rounded-md"
          />
          <span className="whitespace-nowrap font-mono">{f.flightNumber}</span>
          <span className="sr-only">{f.airlineName}</span>
        </span>
      </td>
      <td className={CELL}>
        <Route f={f} />
        {f.isStopover && <span className="block text-base-content/70 text-xs">via {f.stopoverLocation}</span>}
      </td>
      <td className={CELL}>
        <Schedule date={f.departureDate} from={f.departureTime} to={f.arrivalTime} />
        {f.isReturnFlight && f.returnDepartureDate && (
          <span className="block whitespace-nowrap text-base-content/70 text-xs">
            Return {formatDate(f.returnDepartureDate)}
          </span>
        )}
      </td>
      <td className={`${CELL} text-right`}>
        <span className="block whitespace-nowrap tabular-nums">{formatRupees(f.price)}</span>
        <span className="block whitespace-nowrap text-xs">
          <Seats n={f.seatsAvailable} /> <span className="text-base-content/70">seats</span>
        </span>
      </td>
      <td className={CELL}>
        <span className="inline-flex flex-wrap items-center gap-1">
          <StatusBadge status={f.status} />
          <QueuedBadge table="flights" id={f._id} />
        </span>
      </td>
      {actions && (
        <td className={`${CELL} pr-3`}>
          <RowActions f={f} actions={actions} wrap />
        </td>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function FlightCard({ f, actions }: { f: Flight; actions: FlightActions }) {
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={`Flight ${f.flightNumber}`}
    >
      <header className="flex items-start justify-between gap-3">
        <AirlineBadge name={f.airlineName} />
        <span className="mt-1 flex flex-col items-end gap-1">
          <StatusBadge status={f.status} />
          <QueuedBadge table="flights" id={f._id} />
        </span>
      </header>
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-lg">
          <Route f={f} />
        </span>
        <span className="font-mono text-sm">{f.flightNumber}</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label="Departs">
          {formatDate(f.departureDate)} {f.departureTime}
        </Fact>
        <Fact label="Arrives">
          {formatDate(f.arrivalDate)} {f.arrivalTime}
        </Fact>
        <Fact label="Return">
          {f.isReturnFlight && f.returnDepartureDate
            ? `${formatDate(f.returnDepartureDate)} ${f.returnDepartureTime ?? ""}`
            : "One way"}
        </Fact>
        <Fact label="Stopover">{stopoverLabel(f)}</Fact>
        <Fact label="Price">
          <span className="font-semibold tabular-nums">{formatRupees(f.price)}</span>
        </Fact>
        <Fact label="Seats">
          <Seats n={f.seatsAvailable} />
        </Fact>
        <Fact label="PNR">
          <span className="font-mono">{f.pnr || "—"}</span>
        </Fact>
        <Fact label="Meal · Baggage">
          {f.defaultMeal === "yes" ? "Yes" : "No"} · {formatBaggage(f.defaultBaggage) || "—"}
        </Fact>
      </dl>
      <footer className="mt-3 flex justify-end border-base-300 border-t pt-2">
        <RowActions f={f} actions={actions} />
      </footer>
    </article>
  );
}

const flightKey = (f: Flight) => f._id;

export function FlightList({
  rows,
  loading,
  error,
  onRetry,
  actions,
  selection,
  emptyAction,
}: {
  rows: readonly Flight[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  actions: FlightActions;
  selection?: DataListSelection<Flight>;
  emptyAction?: ReactNode;
}) {
  // While selecting for bulk delete, the tables give the row actions' room to the checkboxes.
  const selecting = Boolean(selection);
  // The global search is read here, not by the screen: a keystroke re-renders the list alone.
  const searchTerm = useGlobalSearch();
  const cols = useMemo(
    () => (selecting ? columns(actions).filter((c) => c.key !== "actions") : columns(actions)),
    [actions, selecting],
  );
  // Stable between keystrokes, so the rows that stay are not rendered again.
  const renderCompactRow = useCallback(
    (f: Flight) => <CompactRow f={f} actions={selecting ? null : actions} />,
    [actions, selecting],
  );
  const renderCard = useCallback((f: Flight) => <FlightCard f={f} actions={actions} />, [actions]);
  return (
    <DataList
      rows={rows}
      columns={cols}
      getKey={flightKey}
      searchTerm={searchTerm}
      searchFields={flightSearchFields}
      initialSort={INITIAL_SORT}
      newColumnDirection="asc"
      countLabel="flights"
      caption="Flights"
      loading={loading}
      error={error}
      onRetry={onRetry}
      selection={selection}
      renderCompactRow={renderCompactRow}
      renderCard={renderCard}
      emptyState={
        <EmptyState
          icon={Plane}
          title="No flights yet"
          message="Create a flight or import a CSV file."
          action={emptyAction}
        />
      }
      noMatchState={
        <EmptyState
          icon={SearchX}
          title="No flights match your search"
          message="Try a different search term."
        />
      }
    />
  );
}
