/**
 * '₨ 185,000 per person' on one line: the price of a flight or a package on its card, in the
 * booking modal's summary and in the package's details.
 */
import { formatRupees } from "../../domain/format.ts";

export function PerPerson({
  price,
  small = false,
  className,
}: {
  price: number;
  small?: boolean;
  className?: string;
}) {
  return (
    <p className={className}>
      <span className={`font-bold ${small ? "text-lg" : "text-xl"}`}>{formatRupees(price)}</span>{" "}
      <span className={`text-base-content/75 ${small ? "text-xs" : "text-sm"}`}>per person</span>
    </p>
  );
}
