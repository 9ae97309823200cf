import { createFileRoute, useRouter } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";

export const Route = createFileRoute("/_app/unauthorized")({
  staticData: { title: "Access Denied" },
  component: UnauthorizedPage,
});

function UnauthorizedPage() {
  const router = useRouter();
  const goBack = () => {
    // The page the user came from; with no history (a typed URL), their home.
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: "/" });
  };
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <ShieldAlert className="size-16 text-error" aria-hidden="true" />
      <p className="text-5xl font-bold">403</p>
      <h1 className="text-xl font-semibold">You don't have permission to access this page.</h1>
      <button type="button" className="btn btn-primary min-h-11" onClick={goBack}>
        Go Back
      </button>
    </section>
  );
}
