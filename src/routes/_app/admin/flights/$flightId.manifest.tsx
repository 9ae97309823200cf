import { createFileRoute } from "@tanstack/react-router";
import { ManifestScreen } from "../../../../features/flight-manifest/components/manifest-screen.tsx";

/** A flight's passenger manifest (admins: the admin layout's guard). */
export const Route = createFileRoute("/_app/admin/flights/$flightId/manifest")({
  staticData: { title: "Passenger Manifest" },
  component: function ManifestPage() {
    const { flightId } = Route.useParams();
    return <ManifestScreen flightId={flightId} />;
  },
});
