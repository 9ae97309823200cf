/**
 * Parts of the customer's two booking lists (My Bookings, My Packages): 'No … bookings yet' unless
 * a booking waits in the outbox, and printing a receipt for the signed-in customer.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSession } from "../../api/session.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { EmptyState } from "../empty-state.tsx";
import { EmptyUnlessQueued } from "../outbox/outbox-ui.tsx";
import { printBookingReceipt, type ReceiptBooking } from "../print/booking-receipt.ts";

/** The empty list ('No bookings yet' and where to book), unless a booking waits to be sent. */
export function NoBookingsYet(props: {
  table: MirrorTable;
  icon: LucideIcon;
  title: string;
  message: string;
  action: ReactNode;
}) {
  const { table, ...empty } = props;
  return (
    <EmptyUnlessQueued table={table}>
      <EmptyState {...empty} />
    </EmptyUnlessQueued>
  );
}

/** Prints an approved booking's receipt with the signed-in customer (the receipt refuses anything else). */
export function usePrintReceipt(): (booking: ReceiptBooking) => void {
  const { user } = useSession();
  return (booking) => {
    printBookingReceipt(booking, { customer: { name: user?.name ?? null, email: user?.email ?? null } });
  };
}
