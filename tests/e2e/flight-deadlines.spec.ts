/**
 * Airline deadlines as an admin meets them (docs/ARCHITECTURE.md §4.8): a name-submission deadline
 * set in the Edit Flight form, in Pakistan time, puts the flight on the dashboard's Airline
 * Deadlines with its unsent names; "Mark names sent" on the manifest records who and when, and the
 * dashboard then says every name was sent.
 */
import { expect, test } from "@playwright/test";
import { auth, day, newFlight, tag } from "./booking-helpers.ts";
import { ADMIN, newCustomer, seriousViolations, signedIn } from "./fixtures.ts";

/** Karachi's wall clock `hours` from now, as a datetime-local input holds it. */
const karachiIn = (hours: number) =>
  new Date(Date.now() + (5 + hours) * 3_600_000).toISOString().slice(0, 16);

test("a names deadline set in the form reaches the dashboard with its unsent names; Mark names sent clears them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const flight = await newFlight(page.request, {
    flightNumber: `DL${tag()}`,
    departure: "ISB",
    destination: "MED",
    departureDate: day(6),
    arrivalDate: day(6),
  });
  const email = await newCustomer(page.request, "deadlines");
  const book = async (names: string[]) => {
    const booked = await page.request.post("/api/bookings", {
      headers: { ...(await auth(page.request, email)), "Idempotency-Key": `e2e-${tag()}-${Date.now()}` },
      data: {
        ticketId: flight._id,
        passengers: names.map((first, i) => ({
          personType: i ? "Mr" : "Ms",
          firstName: first,
          lastName: "DEADLINE",
          passport: `DL${tag()}${first.slice(0, 2)}`,
          passportExpiry: day(900),
          ageType: "adult",
          dateOfBirth: "1990-04-02",
          nationality: "PAKISTANI",
          contactNumber: "+923001234567",
        })),
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    return ((await booked.json()) as { booking: { _id: string } }).booking._id;
  };
  const approve = async (id: string) => {
    const approved = await page.request.put(`/api/bookings/${id}/approve`, {
      headers: await auth(page.request, ADMIN),
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  };
  await approve(await book(["AMNA", "BILAL"]));
  const later = await book(["CHANDA"]);

  // The deadline, typed into the Edit Flight form.
  await signedIn(page, ADMIN, "/admin/flights");
  await page.getByRole("searchbox", { name: "Search" }).fill(flight.flightNumber);
  await page.getByRole("button", { name: new RegExp(`^Edit flight ${flight.flightNumber}`) }).click();
  const edit = page.getByRole("dialog", { name: "Edit Flight" });
  const due = karachiIn(30);
  await edit.getByLabel("Name Submission Deadline").fill(due);
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Flight updated successfully!" })).toBeVisible();

  // The dashboard lists it, from this device's mirror, with the 2 approved names not sent.
  await page.goto("/admin/dashboard");
  const deadlines = page.getByRole("region", { name: "Airline Deadlines" });
  const row = deadlines.getByTestId("deadline-row").filter({ hasText: flight.flightNumber });
  await expect(row).toContainText("Names due");
  await expect(row).toContainText("2 names not sent");
  expect(await seriousViolations(page)).toEqual([]);

  // Its manifest, from the row: the deadline, then Mark names sent.
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/flights/${flight._id}/manifest$`));
  const card = page.getByRole("region", { name: "Airline deadlines" });
  await expect(card.getByTestId("names-sent")).toHaveText("Names not sent to the airline yet.");
  await card.getByRole("button", { name: "Mark names sent" }).click();
  await expect(card.getByTestId("names-sent")).toContainText(/^Names sent .+ by /);
  await expect(card.getByRole("button", { name: "Mark names sent" })).toHaveCount(0);

  // The dashboard hears of it on its next pull.
  await page.goto("/admin/dashboard");
  await expect(
    page
      .getByRole("region", { name: "Airline Deadlines" })
      .getByTestId("deadline-row")
      .filter({ hasText: flight.flightNumber }),
  ).toContainText("All names sent");

  // A booking approved since is 'Not sent'; marked again offline, the mark lands once back online
  // and the manifest reads itself again: no 'Not sent' left, without a reload.
  await approve(later);
  await page.goto(`/admin/flights/${flight._id}/manifest`);
  await expect(card.getByTestId("names-sent")).toContainText("1 approved passenger was approved after that");
  const notSent = page.getByTestId("manifest-row").filter({ hasText: "Not sent" });
  await expect(notSent).toHaveCount(1);
  await page.context().setOffline(true);
  await card.getByRole("button", { name: "Mark names sent" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Queued" })).toBeVisible();
  await page.context().setOffline(false);
  await expect(card.getByTestId("names-sent")).not.toContainText("approved after that");
  await expect(notSent).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Mark names sent" })).toHaveCount(0);
});
