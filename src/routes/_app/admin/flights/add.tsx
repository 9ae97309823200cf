import { createFileRoute } from "@tanstack/react-router";
import { FlightManagement } from "../../../../features/admin-flights/components/flight-management.tsx";

/** 'Add New Flight': Flight Management with the create modal open; closing it goes to the list. */
export const Route = createFileRoute("/_app/admin/flights/add")({
  staticData: { title: "Add New Flight", search: "Search by airline, route or PNR..." },
  component: AddNewFlightPage,
});

function AddNewFlightPage() {
  const navigate = Route.useNavigate();
  return (
    <FlightManagement
      startWithCreate
      onCreateClosed={() => void navigate({ to: "/admin/flights", replace: true })}
    />
  );
}
