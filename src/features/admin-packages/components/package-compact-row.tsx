/** One row of the packages' compact table (640–1023 px): type and destination under the name. */
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Package } from "../data.ts";
import { PackageStatusBadge, PackageTypeBadge } from "./badges.tsx";
import { Dates, Name, Participants, Price } from "./package-cells.tsx";
import { type PackageActions, RowActions } from "./package-row-actions.tsx";

/** The compact table (640–1023 px): type and destination move under the name. */
export function CompactRow({ p, actions }: { p: Package; actions: PackageActions }) {
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
          <PackageStatusBadge p={p} />
          <QueuedBadge table="packages" id={p._id} />
        </span>
      </td>
      <td>
        <RowActions p={p} actions={actions} />
      </td>
    </>
  );
}
