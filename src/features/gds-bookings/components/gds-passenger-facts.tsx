/**
 * The passengers of a GDS booking's details and its price summary, in the booking's currency.
 */
import { ReceiptText, Users } from "lucide-react";
import { GDS_SERVICE_RATE } from "../../../domain/direct.ts";
import { formatCurrency, formatDate } from "../../../domain/format.ts";
import { Fact, Section } from "../../../ui/booking-parts.tsx";
import { currencyOf, type GdsBooking, gdsPassengerName, priceSummary } from "../gds-view.ts";
import { Collapsible } from "./collapsible.tsx";

export function Passengers({ b }: { b: GdsBooking }) {
  const list = b.passengers ?? [];
  return (
    <Collapsible title={`Passengers (${list.length})`} icon={Users} testId="gds-passengers">
      <ol className="grid gap-3 sm:grid-cols-2">
        {list.map((p, i) => (
          <li key={i} className="rounded-box border border-base-300 bg-base-200/40 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="text-base-content/70">{i + 1}.</span>
              {gdsPassengerName(p) || "N/A"}
              {p.ageType && <span className="badge badge-ghost badge-sm capitalize">{p.ageType}</span>}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
              <Fact label="Gender">{p.gender || "—"}</Fact>
              <Fact label="Date of birth">{formatDate(p.dateOfBirth) || "—"}</Fact>
              <Fact label="Nationality">{p.nationality || "—"}</Fact>
              <Fact label="Passport">
                <span className="font-mono">{p.passport || "—"}</span>
              </Fact>
              <Fact label="Passport expiry">{formatDate(p.passportExpiry) || "—"}</Fact>
              {(p.email || p.phone) && (
                <Fact label="Contact" wide>
                  {[p.email, p.phone].filter(Boolean).join(" · ")}
                </Fact>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </Collapsible>
  );
}

export function PriceSummary({ b }: { b: GdsBooking }) {
  const price = priceSummary(b);
  const currency = currencyOf(b);
  const money = (n: number) => formatCurrency(n, currency);
  const multi = Boolean(b.isMultiCity && b.multiCityFlights?.length);
  return (
    <Section title="Price Summary" icon={ReceiptText}>
      <dl className="grid gap-2 text-sm" data-testid="price-summary">
        <div className="flex justify-between gap-4">
          <dt>Base fare</dt>
          <dd className="tabular-nums">{money(price.baseFare)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Taxes</dt>
          <dd className="tabular-nums">{money(price.taxes)}</dd>
        </div>
        <div className="flex justify-between gap-4" data-testid="service-charge">
          <dt>Service charge ({Math.round(GDS_SERVICE_RATE * 100)}%)</dt>
          <dd className="tabular-nums">{money(price.serviceCharge)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-base-300 border-t pt-2 font-semibold text-base">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(price.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-base-content/70 text-xs">
        {multi
          ? "Multi-city: base fare and taxes are the first flight's adult fare; the service charge is the rest of the total."
          : "Single flight: the total less the 4% service charge is split 80% base fare and 20% taxes."}
      </p>
    </Section>
  );
}
