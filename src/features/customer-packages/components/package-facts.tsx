/**
 * A package's where and when as list items: destination, dates and duration. The booking modal's
 * summary and the details show them inline; the package card as a list with the destination
 * stressed.
 */
import { CalendarDays, Clock3, type LucideIcon, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { PackageRow } from "../../../db/schema.ts";
import { dateRange } from "./package-bits.tsx";

const LOOKS = {
  inline: { item: "inline-flex items-center gap-1.5", icon: "size-4 shrink-0" },
  card: { item: "flex items-center gap-2", icon: "size-4 shrink-0 text-base-content/70" },
};

type Look = keyof typeof LOOKS;

function Fact({
  look,
  icon: Icon,
  className = "",
  children,
}: {
  look: Look;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={`${LOOKS[look].item} ${className}`.trim()}>
      <Icon className={LOOKS[look].icon} aria-hidden="true" />
      {children}
    </li>
  );
}

export function PackageFacts({
  pkg,
  look = "inline",
}: {
  pkg: Pick<PackageRow, "destination" | "departureDate" | "returnDate" | "duration">;
  look?: Look;
}) {
  const place = pkg.destination.toUpperCase();
  return (
    <>
      {look === "card" ? (
        <Fact look={look} icon={MapPin} className="font-medium">
          <span className="min-w-0 break-words">{place}</span>
        </Fact>
      ) : (
        <Fact look={look} icon={MapPin}>
          {place}
        </Fact>
      )}
      <Fact look={look} icon={CalendarDays}>
        {dateRange(pkg.departureDate, pkg.returnDate)}
      </Fact>
      <Fact look={look} icon={Clock3}>
        {pkg.duration}
      </Fact>
    </>
  );
}
