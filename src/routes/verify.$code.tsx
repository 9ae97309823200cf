import { createFileRoute } from "@tanstack/react-router";
import { VerifyScreen } from "../features/verify/components/verify-screen.tsx";

/** Public, signed in or not: the page a travel document's QR code opens. */
export const Route = createFileRoute("/verify/$code")({
  staticData: { title: "Document check" },
  component: function Verify() {
    const { code } = Route.useParams();
    return <VerifyScreen code={code} />;
  },
});
