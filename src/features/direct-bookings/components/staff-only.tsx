/** What a customer sees on /public-web-bookings: the list is the agency's, not theirs to read. */
import { Link } from "@tanstack/react-router";
import { ShieldAlert, Ticket } from "lucide-react";
import { EmptyState } from "../../../ui/empty-state.tsx";

export function StaffOnly({ customer }: { customer: boolean }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100" data-testid="staff-only">
      <EmptyState
        icon={ShieldAlert}
        title="This list is for agency staff"
        message={
          customer
            ? "Direct flight bookings are the requests made on the agency's website; only agency staff can see and manage them. Your own bookings are under My Bookings."
            : "The server did not let this account read the website's bookings. Sign in with an admin account to manage them."
        }
        action={
          customer ? (
            <Link to="/customer/bookings" className="btn btn-primary min-h-11">
              <Ticket className="size-4" aria-hidden="true" />
              Go to My Bookings
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}
