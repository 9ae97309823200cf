/** The passengers of a booking in its Booking Details, one card each with their papers. */
import { Users } from "lucide-react";
import { formatDate } from "../../../domain/format.ts";
import { Fact, Facts, Section } from "../../../ui/booking/details.tsx";
import { type AdminBooking, passengerCountOf, passengerName } from "../booking-view.ts";
import { capitalise } from "../flight-view.ts";

export function PassengerFacts({ b }: { b: AdminBooking }) {
  return (
    <Section icon={Users} title={`Passenger Information (${passengerCountOf(b)})`}>
      {b.passengers?.length ? (
        <ol className="flex flex-col gap-3">
          {b.passengers.map((p, i) => (
            <li key={`${p.passport}-${i}`} className="rounded-box border border-base-300 p-3">
              <p className="font-medium">
                {i + 1}. {[p.personType, passengerName(p)].filter(Boolean).join(" ")}
                <span className="ml-2 text-base-content/70 text-sm">{capitalise(p.ageType)}</span>
              </p>
              <Facts>
                <Fact label="Passport">
                  <span className="font-mono">{p.passport || "N/A"}</span>
                </Fact>
                <Fact label="Passport Expiry">{formatDate(p.passportExpiry) || "N/A"}</Fact>
                <Fact label="Date of Birth">{formatDate(p.dateOfBirth) || "N/A"}</Fact>
                <Fact label="Nationality">{p.nationality || "N/A"}</Fact>
                <Fact label="Contact">{p.contactNumber || "N/A"}</Fact>
              </Facts>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-base-content/70">N/A</p>
      )}
    </Section>
  );
}
