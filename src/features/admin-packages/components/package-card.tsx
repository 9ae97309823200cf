/**
 * A package as a card in the packages list's narrow layout: name, destination, type, dates,
 * price and participants, with its buttons.
 */
import { Fact } from "../../../ui/booking-parts.tsx";
import { ListCard } from "../../../ui/list-card.tsx";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Package } from "../data.ts";
import { PackageStatusBadge, PackageTypeBadge } from "./badges.tsx";
import { Dates, Name, Participants, Price } from "./package-cells.tsx";
import { type PackageActions, RowActions } from "./package-row-actions.tsx";

export function PackageCard({ p, actions }: { p: Package; actions: PackageActions }) {
  return (
    <ListCard
      label={`Package ${p.name.toUpperCase()}`}
      head={
        <div className="min-w-0">
          <Name p={p} />
          <p className="mt-0.5 text-base-content/75 text-sm uppercase">{p.destination}</p>
        </div>
      }
      badges={
        <>
          <PackageStatusBadge p={p} />
          <QueuedBadge table="packages" id={p._id} />
        </>
      }
      actions={<RowActions p={p} actions={actions} />}
    >
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <PackageTypeBadge type={p.type} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Dates" wide>
          <Dates p={p} />
        </Fact>
        <Fact label="Price">
          <Price p={p} />
        </Fact>
        <Fact label="Participants">
          <Participants p={p} />
        </Fact>
      </dl>
    </ListCard>
  );
}
