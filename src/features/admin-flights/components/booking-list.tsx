/**
 * Customer Bookings as a DataList: the status filter, columns sortable by customer, flight,
 * passengers, status and date (newest first by default), three layouts by width. Each row offers
 * what the booking lifecycle gives an admin (approve while pending; cancel while pending or
 * approved, in every layout: docs/ARCHITECTURE.md §10), then view, print and delete.
 */
import { CalendarClock, Inbox, SearchX, Wallet } from "lucide-react";
import { useCallback, useMemo } from "react";
import { airlineLogo } from "../../../domain/airlines.ts";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { BookingActions as BookingActionButtons } from "../../../ui/booking/actions.tsx";
import { Fact } from "../../../ui/booking/details.tsx";
import { BookingCardFrame } from "../../../ui/booking/list-parts.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import { bookingReference } from "../../../ui/print/booking-receipt.ts";
import { useGlobalSearch } from "../../../ui/search.ts";
import {
  type AdminBooking,
  BOOKING_STATUS_FILTERS,
  BOOKING_STATUS_LABELS,
  type BookingStatusFilter,
  bookingFlight,
  bookingSearchFields,
  customerEmailOf,
  customerNameOf,
  passengerCountOf,
  paymentClaim,
  routeOf,
} from "../booking-view.ts";
import { StatusBadge } from "./airline-badge.tsx";

export type BookingActions = {
  onApprove: (b: AdminBooking) => void;
  onCancel: (b: AdminBooking) => void;
  onView: (b: AdminBooking) => void;
  onPrint: (b: AdminBooking) => void;
  onDelete: (b: AdminBooking) => void;
};

/** Dense cells; headers a shade darker than daisyUI's for AA contrast. */
const CELL = "px-2 text-[13px] [&:is(th)]:text-base-content/80";

const INITIAL_SORT = {
  key: "createdAt",
  direction: "desc" as const,
  sortValue: (b: AdminBooking) => b.createdAt,
};

function Customer({ b, narrow = false }: { b: AdminBooking; narrow?: boolean }) {
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${narrow ? "max-w-32" : "max-w-44"}`}>
      <span className="truncate font-medium">{customerNameOf(b)}</span>
      <span className="truncate text-base-content/70 text-xs" title={customerEmailOf(b)}>
        {customerEmailOf(b)}
      </span>
      <span className="mt-0.5 font-mono text-base-content/70 text-xs">{bookingReference(b)}</span>
    </span>
  );
}

function FlightCell({ b }: { b: AdminBooking }) {
  const f = bookingFlight(b);
  if (!f) return <span className="text-base-content/70">Unknown Flight</span>;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <img
        src={airlineLogo(f.airlineName)}
        alt=""
        width={28}
        height={28}
        className="size-7 shrink-0 rounded-md"
      />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="whitespace-nowrap font-medium">
          <span className="font-mono">{f.flightNumber}</span> · {routeOf(f)}
        </span>
        <span className="whitespace-nowrap text-base-content/70 text-xs">
          {formatDate(f.departureDate)} {f.departureTime}
          <span className="sr-only"> · {f.airlineName}</span>
        </span>
      </span>
    </span>
  );
}

export function PaymentClaimBadge({ b }: { b: AdminBooking }) {
  const claim = paymentClaim(b);
  if (!claim) return null;
  return (
    <span
      className="badge badge-sm h-auto max-w-full gap-1 whitespace-normal border-info/40 bg-info/10 py-0.5 text-left text-base-content"
      title={`Claimed ${formatDateTime(claim.at)}`}
      data-testid="payment-claimed"
    >
      <Wallet className="size-3 shrink-0 text-info" aria-hidden="true" />
      <span className="min-w-0 break-words">
        Payment claimed · {claim.method}
        {claim.reference && <> · {claim.reference}</>}
      </span>
    </span>
  );
}

function Status({ b, narrow = false }: { b: AdminBooking; narrow?: boolean }) {
  return (
    <span className={`flex flex-col items-start gap-1 ${narrow ? "max-w-28" : "max-w-44"}`}>
      <StatusBadge status={b.status} />
      <QueuedBadge table="bookings" id={b._id} />
      <PaymentClaimBadge b={b} />
    </span>
  );
}

/** The row actions: what the lifecycle gives an admin on this booking, then view, print and delete. */
function Actions({
  b,
  actions,
  layout,
}: {
  b: AdminBooking;
  actions: BookingActions;
  layout: "table" | "compact" | "card";
}) {
  return (
    <BookingActionButtons
      kind="flight"
      status={b.status}
      reference={bookingReference(b)}
      tooltipLeft
      className={
        layout === "compact"
          ? // Three to a line: the compact table has no room for five in a row.
            "ml-auto flex max-w-[6.5rem] flex-wrap items-center justify-end gap-0.5 max-lg:max-w-[8.75rem]"
          : "flex flex-nowrap items-center justify-end gap-0.5"
      }
      on={{
        approve: () => actions.onApprove(b),
        cancel: () => actions.onCancel(b),
        view: () => actions.onView(b),
        print: () => actions.onPrint(b),
        delete: () => actions.onDelete(b),
      }}
    />
  );
}

function columns(actions: BookingActions): DataListColumn<AdminBooking>[] {
  return [
    {
      key: "customer",
      header: "Customer",
      render: (b) => <Customer b={b} />,
      sortValue: (b) => customerNameOf(b),
      className: `${CELL} pl-3`,
      compact: true,
    },
    {
      key: "flight",
      header: "Flight",
      render: (b) => <FlightCell b={b} />,
      sortValue: (b) => bookingFlight(b)?.flightNumber ?? null,
      className: CELL,
      compact: true,
    },
    {
      key: "passengers",
      header: "Passengers",
      render: (b) => <span className="tabular-nums">{passengerCountOf(b)}</span>,
      sortValue: (b) => passengerCountOf(b),
      className: `${CELL} text-center`,
      compact: true,
    },
    {
      key: "amount",
      header: "Amount",
      render: (b) => <span className="whitespace-nowrap tabular-nums">{formatRupees(b.totalAmount)}</span>,
      className: `${CELL} text-right`,
    },
    {
      key: "status",
      header: "Status",
      render: (b) => <Status b={b} />,
      sortValue: (b) => b.status,
      className: CELL,
      compact: true,
    },
    {
      key: "date",
      header: "Date",
      render: (b) => <span className="whitespace-nowrap">{formatDate(b.createdAt)}</span>,
      sortValue: (b) => b.createdAt,
      className: CELL,
      compact: true,
    },
    {
      key: "actions",
      header: "Actions",
      render: (b) => <Actions b={b} actions={actions} layout="table" />,
      className: `${CELL} pr-3 text-right`,
      compact: true,
    },
  ];
}

function CompactRow({ b, actions }: { b: AdminBooking; actions: BookingActions }) {
  const f = bookingFlight(b);
  const [day, month, year] = formatDate(b.createdAt).split(" ");
  return (
    <>
      <td className={`${CELL} pl-3`}>
        <Customer b={b} narrow />
      </td>
      <td className={CELL}>
        {f ? (
          <span className="flex flex-col leading-tight">
            <span className="whitespace-nowrap font-medium">
              <span className="font-mono">{f.flightNumber}</span>
            </span>
            <span className="whitespace-nowrap">{routeOf(f)}</span>
            <span className="whitespace-nowrap text-base-content/70 text-xs">
              {formatDate(f.departureDate)}
            </span>
          </span>
        ) : (
          <span className="text-base-content/70">Unknown Flight</span>
        )}
      </td>
      <td className={`${CELL} text-center tabular-nums`}>
        {passengerCountOf(b)}
        <span className="block whitespace-nowrap text-base-content/70 text-xs">
          {formatRupees(b.totalAmount)}
        </span>
      </td>
      <td className={CELL}>
        <Status b={b} narrow />
      </td>
      <td className={`${CELL} text-xs`}>
        <span className="flex flex-col whitespace-nowrap">
          <span>
            {day} {month}
          </span>
          <span className="text-base-content/70">{year}</span>
        </span>
      </td>
      <td className={`${CELL} pr-3`}>
        <Actions b={b} actions={actions} layout="compact" />
      </td>
    </>
  );
}

function BookingCard({ b, actions }: { b: AdminBooking; actions: BookingActions }) {
  return (
    <BookingCardFrame
      label={`Booking ${bookingReference(b)}`}
      head={<Customer b={b} />}
      badges={
        <>
          <StatusBadge status={b.status} />
          <QueuedBadge table="bookings" id={b._id} />
        </>
      }
      actions={<Actions b={b} actions={actions} layout="card" />}
    >
      <div className="mt-3">
        <FlightCell b={b} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <Fact label="Passengers">{passengerCountOf(b)}</Fact>
        <Fact label="Total">
          <span className="font-semibold tabular-nums">{formatRupees(b.totalAmount)}</span>
        </Fact>
        <Fact label="Booked">{formatDate(b.createdAt)}</Fact>
      </dl>
      {paymentClaim(b) && (
        <div className="mt-3">
          <PaymentClaimBadge b={b} />
        </div>
      )}
      {b.status === "pending" && b.expiresAt && (
        <p className="mt-2 flex items-center gap-1 text-base-content/70 text-xs">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          Expires {formatDateTime(b.expiresAt)}
        </p>
      )}
    </BookingCardFrame>
  );
}

const bookingKey = (b: AdminBooking) => b._id;

export function BookingList({
  rows,
  loading,
  error,
  onRetry,
  status,
  onStatusChange,
  actions,
}: {
  rows: readonly AdminBooking[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  status: BookingStatusFilter;
  onStatusChange: (status: BookingStatusFilter) => void;
  actions: BookingActions;
}) {
  // The global search is read here, not by the screen: a keystroke re-renders the list alone.
  const searchTerm = useGlobalSearch();
  const cols = useMemo(() => columns(actions), [actions]);
  // Stable between keystrokes, so the rows that stay are not rendered again.
  const renderCompactRow = useCallback(
    (b: AdminBooking) => <CompactRow b={b} actions={actions} />,
    [actions],
  );
  const renderCard = useCallback((b: AdminBooking) => <BookingCard b={b} actions={actions} />, [actions]);
  const filters: DataListFilter<AdminBooking>[] = useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: BOOKING_STATUS_FILTERS.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] })),
        value: status,
        onChange: (v) => onStatusChange(v as BookingStatusFilter),
        predicate: (b, v) => b.status === v,
        allValue: "all",
      },
    ],
    [status, onStatusChange],
  );
  const searching = searchTerm.trim().length > 0;
  const noneYet = (
    <EmptyState icon={Inbox} title="No bookings found" message="No bookings have been made yet." />
  );
  return (
    <DataList
      rows={rows}
      columns={cols}
      getKey={bookingKey}
      filters={filters}
      searchTerm={searchTerm}
      searchFields={bookingSearchFields}
      initialSort={INITIAL_SORT}
      newColumnDirection="asc"
      countLabel="entries"
      caption="Customer bookings"
      loading={loading}
      error={error}
      onRetry={onRetry}
      renderCompactRow={renderCompactRow}
      renderCard={renderCard}
      emptyState={noneYet}
      noMatchState={
        searching ? (
          <EmptyState
            icon={SearchX}
            title="No bookings match your search"
            message="Try a different search term or clear filters"
          />
        ) : status !== "all" ? (
          <EmptyState icon={Inbox} title="No bookings found" message={`No ${status} bookings found.`} />
        ) : (
          noneYet
        )
      }
    />
  );
}
