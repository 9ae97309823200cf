import { createFileRoute } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { PackageManagement } from "../../../../features/admin-packages/components/package-management.tsx";
import { type PackageFilters, packageFilters } from "../../../../features/admin-packages/route-search.ts";

/** Package Management with the create modal open; closing it goes back to /admin/packages. */
export const Route = createFileRoute("/_app/admin/packages/create")({
  staticData: { title: "Create Package", search: "Search by name, destination or price..." },
  component: CreatePackagePage,
});

function CreatePackagePage() {
  const navigate = Route.useNavigate();
  const [filters, setFilters] = useState<PackageFilters>(() => packageFilters({}));
  const onFiltersChange = useCallback(
    (next: Partial<PackageFilters>) => setFilters((f) => ({ ...f, ...next })),
    [],
  );
  return (
    <PackageManagement
      filters={filters}
      onFiltersChange={onFiltersChange}
      startWithCreate
      onCreateClosed={() => void navigate({ to: "/admin/packages", replace: true })}
    />
  );
}
