/**
 * A period figure split between flights and packages: the total, what it counts, and a bar each
 * (Website Sales Overview, Booking Types).
 */
import type { ReactNode } from "react";
import { Panel } from "./panel.tsx";
import { ShareRows } from "./share-rows.tsx";

type Part = { value: string; n: number };

export function SplitPanel({
  title,
  id,
  total,
  caption,
  max,
  flight,
  pkg,
  children,
}: {
  title: string;
  /** The panel's id; the total's test id is `<id>-total`. */
  id: string;
  total: string;
  caption: string;
  max: number;
  flight: Part;
  pkg: Part;
  children?: ReactNode;
}) {
  return (
    <Panel title={title} id={id}>
      <div>
        <p className="font-bold text-2xl tabular-nums" data-testid={`${id}-total`}>
          {total}
        </p>
        <p className="text-base-content/70 text-xs">{caption}</p>
      </div>
      <ShareRows
        max={max}
        rows={[
          { key: "flight", label: "Flight", ...flight, bar: "progress-info" },
          { key: "package", label: "Package", ...pkg, bar: "progress-secondary" },
        ]}
      />
      {children}
    </Panel>
  );
}
