/** An airline as lists show it: its logo (by name; a generic one otherwise), name, code and flight number. */
import { airlineCode, airlineLogo } from "../../../domain/airlines.ts";

export function AirlineMark({
  airlineName,
  flightNumber,
  size = "md",
}: {
  airlineName: string;
  flightNumber?: string | null;
  size?: "sm" | "md";
}) {
  const code = airlineCode(airlineName);
  const number = (flightNumber ?? "").trim();
  const showCode = code && !number.toUpperCase().startsWith(code);
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <img
        src={airlineLogo(airlineName)}
        alt=""
        width={size === "sm" ? 32 : 40}
        height={size === "sm" ? 32 : 40}
        className={`shrink-0 rounded-lg ${size === "sm" ? "size-8" : "size-10"}`}
        loading="lazy"
        decoding="async"
      />
      <span className="min-w-0">
        <span className="block truncate font-medium leading-tight" title={airlineName}>
          {airlineName || "Unknown airline"}
        </span>
        <span className="block truncate text-base-content/75 text-xs">
          {showCode && (
            <abbr title="Airline code" className="no-underline font-semibold">
              {code}
            </abbr>
          )}
          {showCode && number ? " · " : ""}
          {number}
        </span>
      </span>
    </span>
  );
}
