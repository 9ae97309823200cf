/** A website flight booking's passengers in its details, one card each. */
import { Users } from "lucide-react";
import { formatDate } from "../../../domain/format.ts";
import { Fact, Section } from "../../../ui/booking-parts.tsx";
import { type DirectBooking, passengerCount, passengerName } from "../direct-view.ts";
import { Or } from "./direct-trip-sections.tsx";

export function Passengers({ b }: { b: DirectBooking }) {
  const list = b.passengerDetails ?? [];
  return (
    <Section title={`Passengers (${passengerCount(b)})`} icon={Users}>
      {list.length === 0 ? (
        <p className="text-base-content/70 text-sm">The website sent no passenger details.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2">
          {list.map((p, i) => (
            <li key={i} className="rounded-box border border-base-300 bg-base-200/40 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="text-base-content/70">{i + 1}.</span>
                {[p.personType, passengerName(p)].filter(Boolean).join(" ") || "N/A"}
                {p.ageType && <span className="badge badge-ghost badge-sm capitalize">{p.ageType}</span>}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
                <Fact label="Passport">
                  <span className="font-mono">{p.passport || "—"}</span>
                </Fact>
                <Fact label="Expiry">
                  <Or value={formatDate(p.passportExpiry)} />
                </Fact>
                <Fact label="Date of birth">
                  <Or value={formatDate(p.dateOfBirth)} />
                </Fact>
                <Fact label="Nationality">
                  <Or value={p.nationality} />
                </Fact>
                {p.contactNumber && (
                  <Fact label="Contact" wide>
                    <a className="link" href={`tel:${p.contactNumber}`}>
                      {p.contactNumber}
                    </a>
                  </Fact>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
