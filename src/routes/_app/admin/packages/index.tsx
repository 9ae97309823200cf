import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { PackageManagement } from "../../../../features/admin-packages/components/package-management.tsx";
import {
  type PackageFilters,
  type PackagesSearch,
  packageFilters,
  parsePackagesSearch,
  withoutDefaults,
} from "../../../../features/admin-packages/route-search.ts";

export const Route = createFileRoute("/_app/admin/packages/")({
  staticData: { title: "Package Management", search: "Search by name, destination or price..." },
  validateSearch: (raw: Record<string, unknown>): PackagesSearch => parsePackagesSearch(raw),
  component: PackageManagementPage,
});

function PackageManagementPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: Partial<PackageFilters>) =>
      void navigate({
        search: (prev) => parsePackagesSearch(withoutDefaults({ ...packageFilters(prev), ...next })),
        replace: true,
      }),
    [navigate],
  );
  return <PackageManagement filters={packageFilters(search)} onFiltersChange={onFiltersChange} />;
}
