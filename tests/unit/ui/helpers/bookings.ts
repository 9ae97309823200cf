/** A flight booking as the API answers it (admin shape), for the receipt's and the documents' tests. */
import type { components } from "../../../../src/api/schema.gen.ts";

type S = components["schemas"];

export const snapshot: S["FlightSnapshot"] = {
  airlineName: "Emirates",
  flightNumber: "EK601",
  departure: "KHI",
  destination: "DXB",
  departureDate: "2026-03-12",
  departureTime: "04:30",
  arrivalDate: "2026-03-12",
  arrivalTime: "15:05",
  duration: "2h 10m",
  price: 85000,
  defaultMeal: "yes",
  defaultBaggage: "30",
  isStopover: false,
  stopoverLocation: null,
  stopoverLayover: null,
  isReturnFlight: true,
  returnDepartureDate: "2026-03-20",
  returnDepartureTime: "23:45",
  returnArrivalDate: "2026-03-21",
  returnArrivalTime: "00:10",
  returnDuration: "2h 25m",
};

export const passenger = (first: string, last: string, passport: string): S["Passenger"] => ({
  personType: "Mr",
  firstName: first,
  lastName: last,
  name: `${first} ${last}`,
  passport,
  passportExpiry: "2030-01-01",
  ageType: "adult",
  dateOfBirth: "1990-05-05",
  nationality: "PAKISTANI",
  contactNumber: "+923001234567",
});

export function flightBooking(over: Partial<S["AdminFlightBooking"]> = {}): S["AdminFlightBooking"] {
  return {
    _id: "0b7e8c1e-8f0a-4d7e-9d55-12ab34cd56ef",
    bookingId: "SF-7K2Q9MXA",
    type: "flight",
    status: "approved",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    version: 2,
    expiresAt: null,
    passengerCount: 2,
    pricePerPassenger: 80000,
    totalAmount: 160000,
    bookingDetails: { pricePerPassenger: 80000, totalAmount: 160000 },
    ticketId: null,
    flightDetails: snapshot,
    pnr: "XYZ987",
    passengers: [passenger("ALI", "KHAN", "AB1234567"), passenger("SARA", "<b>KHAN</b>", "AB7654321")],
    paymentMethod: null,
    paymentReference: null,
    paymentClaimedAt: null,
    approvedAt: "2026-03-01T10:00:00.000Z",
    cancelledAt: null,
    cancelReason: null,
    userId: { _id: "u1", name: "Ayesha Siddiqui", email: "ayesha@safar.pk", company: "" },
    customerName: "Ayesha Siddiqui",
    customerEmail: "ayesha@safar.pk",
    ...over,
  };
}
