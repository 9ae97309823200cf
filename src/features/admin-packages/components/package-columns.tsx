/**
 * The columns of the packages' full table: name, type, destination, dates, price, participants,
 * status and the row's actions, all sortable but the actions.
 */
import type { DataListColumn } from "../../../ui/data-list.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Package } from "../data.ts";
import { PACKAGE_SORT_VALUES } from "../package-list.ts";
import { PackageStatusBadge, PackageTypeBadge } from "./badges.tsx";
import { Dates, Name, Participants, Price } from "./package-cells.tsx";
import { type PackageActions, RowActions } from "./package-row-actions.tsx";

export function columns(actions: PackageActions): DataListColumn<Package>[] {
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
          <PackageStatusBadge p={p} />
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
