/** My Dashboard's quick actions: links to the customer's main screens. */
import { Link } from "@tanstack/react-router";
import { ClipboardList, Plane, Printer } from "lucide-react";
import { toast } from "../../../ui/toast.ts";
import { PRINT_SLIP_MESSAGE, PRINT_SLIP_TOAST_MS } from "../model.ts";
import { Card } from "./dashboard-card.tsx";

export function QuickActions() {
  const cls = "btn btn-outline justify-start border-base-300 font-medium max-lg:min-h-11";
  return (
    <Card title="Quick Actions">
      <div className="grid grid-cols-1 gap-2">
        <Link to="/customer/bookings" className={cls}>
          <ClipboardList className="size-4 shrink-0 text-primary" aria-hidden="true" />
          View My Bookings
        </Link>
        <Link to="/customer/flights" className={cls}>
          <Plane className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Browse Available Flights
        </Link>
        <button
          type="button"
          className={cls}
          onClick={() => toast.info(PRINT_SLIP_MESSAGE, { duration: PRINT_SLIP_TOAST_MS })}
        >
          <Printer className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Print Booking Slip
        </button>
      </div>
    </Card>
  );
}
