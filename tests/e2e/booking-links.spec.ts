/**
 * A notification's link (`?booking=<id>`, docs/ARCHITECTURE.md §13.5) opens that booking's details
 * on its list, whatever the list's filters; closing the details takes the parameter out of the URL;
 * a booking the list does not hold is said to be gone.
 */
import { expect, test } from "@playwright/test";
import { pendingPackageBooking } from "./booking-helpers.ts";
import { ADMIN, CUSTOMER, signedIn } from "./fixtures.ts";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

// A customer on a phone, the agency at a desk.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a customer's booking link opens its details over a filter that hides it", async ({ page }) => {
    const { token } = await signedIn(page, CUSTOMER, "/customer/bookings");
    const res = await page.request.get("/api/bookings/me", { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    const { bookings } = (await res.json()) as {
      bookings: { _id: string; bookingId: string; status: string }[];
    };
    const booking = bookings[0];
    expect(booking, "the demo customer has a booking").toBeTruthy();
    const other = booking!.status === "cancelled" ? "approved" : "cancelled";

    await page.goto(`/customer/bookings?status=${other}&booking=${booking!._id}`);
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toContainText(booking!.bookingId);
    await expect(details).toBeFocused();
    // The filter stays as the link asked: the list itself does not show the booking.
    await expect(page.locator(`[data-booking-id="${booking!.bookingId}"]`)).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/booking=/);
    await expect(page).toHaveURL(new RegExp(`status=${other}`));

    await page.goto(`/customer/bookings?booking=${UNKNOWN}`);
    await expect(
      page.getByTestId("toast").filter({ hasText: "That booking is no longer in your list." }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/booking=/);
    await expect(details).toBeHidden();
  });
});

test.describe("at a desk", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an admin's link opens a package booking the mirror did not hold yet", async ({ page }) => {
    const { booking } = await pendingPackageBooking(page.request);
    await signedIn(page, ADMIN, `/admin/packages/bookings?booking=${booking._id}`);
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details).toContainText(booking.bookingId);
    await details.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/booking=/);
  });
});
