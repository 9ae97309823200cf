import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { AvailablePackages } from "../../../../features/customer-packages/components/available-packages.tsx";
import {
  type PackagesSearch,
  type PackagesView,
  packagesSearch,
  packagesView,
  parsePackagesSearch,
} from "../../../../features/customer-packages/route-search.ts";

export const Route = createFileRoute("/_app/customer/packages/")({
  staticData: { title: "Available Packages", search: "Search by name or destination..." },
  validateSearch: (raw: Record<string, unknown>): PackagesSearch => parsePackagesSearch(raw),
  component: AvailablePackagesPage,
});

function AvailablePackagesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onViewChange = useCallback(
    (next: Partial<PackagesView>) =>
      void navigate({
        search: (prev) => packagesSearch({ ...packagesView(prev), ...next }),
        replace: true,
      }),
    [navigate],
  );
  return <AvailablePackages view={packagesView(search)} onViewChange={onViewChange} />;
}
