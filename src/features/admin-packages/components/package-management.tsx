/**
 * Package Management (/admin/packages) with Package Analytics above the table: Create Package,
 * Export CSV and Import CSV; the status and type filters; the count ('X of Y packages', 'Found N
 * package(s) matching …', 'Showing N of M packages'); per row edit and delete ('Delete Package').
 * /admin/packages/create shows the same screen with the create modal open (`startWithCreate`).
 */
import { Plus } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActionButton } from "../../../ui/buttons.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { applyFilters, type DataListFilter, searchRows } from "../../../ui/data-list-model.ts";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { QueuedCreates, toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { saveFile } from "../../../ui/save-file.ts";
import { setGlobalSearch, useGlobalSearch } from "../../../ui/search.ts";
import { toast } from "../../../ui/toast.ts";
import {
  deletePackage,
  exportPackages,
  loadFailureText,
  MESSAGES,
  type Package,
  reloadPackages,
  usePackageBookings,
  usePackages,
  useSyncStatus,
} from "../data.ts";
import { NO_PACKAGE_ANALYTICS, usePackageAnalytics } from "../package-analytics.ts";
import {
  PACKAGE_STATUS_FILTERS,
  PACKAGE_TYPE_FILTERS,
  packageCount,
  packageMatchNote,
  packageSearchFields,
} from "../package-list.ts";
import type { PackageFilters } from "../route-search.ts";
import { ImportPackagesModal } from "./import-packages-modal.tsx";
import { PackageAnalyticsPanel } from "./package-analytics-panel.tsx";
import { PackageFormModal } from "./package-form-modal.tsx";
import { PackageList } from "./package-list.tsx";
import type { PackageActions } from "./package-row-actions.tsx";

type FormState = { open: boolean; pkg: Package | null; key: number };

export function PackageManagement({
  filters,
  onFiltersChange,
  startWithCreate = false,
  onCreateClosed,
}: {
  filters: PackageFilters;
  onFiltersChange: (next: Partial<PackageFilters>) => void;
  startWithCreate?: boolean;
  /** Called when the create modal opened by `startWithCreate` closes (e.g. to leave /create). */
  onCreateClosed?: () => void;
}) {
  const { rows, loading } = usePackages();
  const bookings = usePackageBookings();
  const packagesSync = useSyncStatus("packages");
  const bookingsSync = useSyncStatus("packageBookings");
  const searchTerm = useGlobalSearch();

  useEffect(() => {
    void reloadPackages();
  }, []);

  // Packages the server has confirmed deleted, hidden until the next pull drops them from the mirror.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const packages = useMemo(() => (gone.size ? rows.filter((p) => !gone.has(p._id)) : rows), [rows, gone]);

  // Computed in the analytics worker (the dashboards' functions), never on the main thread.
  const packageAnalytics = usePackageAnalytics(packages, bookings.rows, !loading && !bookings.loading);
  const analyticsError =
    loadFailureText(packagesSync.errors[0] ?? bookingsSync.errors[0] ?? null, MESSAGES.analyticsFailed) ??
    (packageAnalytics.failed ? MESSAGES.analyticsFailed : null);

  const [form, setForm] = useState<FormState>({ open: startWithCreate, pkg: null, key: 0 });
  const fromCreate = useRef(startWithCreate);
  const openForm = useCallback(
    (pkg: Package | null) => setForm((f) => ({ open: true, pkg, key: f.key + 1 })),
    [],
  );
  const closeForm = () => {
    setForm((f) => ({ ...f, open: false }));
    if (fromCreate.current) {
      fromCreate.current = false;
      onCreateClosed?.();
    }
  };
  const current = form.pkg ? (rows.find((p) => p._id === form.pkg?._id) ?? null) : null;

  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [confirm, setConfirm] = useState<Package | null>(null);
  const [deleting, setDeleting] = useState(false);

  const actions: PackageActions = useMemo(
    () => ({ onEdit: (p) => openForm(p), onDelete: (p) => setConfirm(p) }),
    [openForm],
  );

  const listFilters = useMemo<DataListFilter<Package>[]>(
    () => [
      {
        id: "status",
        label: "Status",
        options: PACKAGE_STATUS_FILTERS,
        value: filters.status,
        onChange: (status) => onFiltersChange({ status }),
        predicate: (p, v) => p.status === v,
      },
      {
        id: "type",
        label: "Type",
        options: PACKAGE_TYPE_FILTERS,
        value: filters.type,
        onChange: (type) => onFiltersChange({ type }),
        predicate: (p, v) => p.type === v,
      },
    ],
    [filters.status, filters.type, onFiltersChange],
  );

  const shown = useMemo(
    () => searchRows(applyFilters(packages, listFilters), searchTerm, packageSearchFields).length,
    [packages, listFilters, searchTerm],
  );
  const filtered = filters.status !== "all" || filters.type !== "all";
  const countText =
    packageMatchNote({ shown, total: packages.length, searchTerm, filtered }) ??
    packageCount(shown, packages.length);

  async function onExport() {
    setExporting(true);
    const out = await exportPackages();
    setExporting(false);
    if (out.ok) {
      saveFile(out.data.blob, out.data.fileName);
      toast.success(`Packages exported to ${out.data.fileName}`);
    } else toast.error(MESSAGES.exportFailed);
  }

  async function onConfirmDelete() {
    if (!confirm) return;
    setDeleting(true);
    const out = await deletePackage(confirm._id);
    setDeleting(false);
    if (out.ok) {
      const id = confirm._id;
      setGone((g) => new Set([...g, id]));
      toast.success(MESSAGES.deleted);
      setConfirm(null);
    } else if (out.queued) {
      toastQueued(out.message);
      setConfirm(null);
    } else {
      toast.error(MESSAGES.deleteFailed);
      setConfirm(null);
    }
  }

  const clearAll = () => {
    onFiltersChange({ status: "all", type: "all" });
    setGlobalSearch("");
  };

  return (
    <Page
      title="Package Management"
      subtitle="Create and manage Umrah & Tour packages"
      actions={
        <>
          <ActionButton
            variant="create"
            label="Create Package"
            onClick={() => openForm(null)}
            data-testid="create-package"
          />
          <ActionButton
            variant="export"
            label="Export CSV"
            busy={exporting}
            busyLabel="Exporting..."
            onClick={() => void onExport()}
            data-testid="export-packages"
          />
          <ActionButton
            variant="import"
            label="Import CSV"
            onClick={() => setImportOpen(true)}
            data-testid="import-packages"
          />
        </>
      }
    >
      <FreshnessLine
        noun="packages"
        lastSyncedAt={packagesSync.lastSyncedAt}
        failed={Boolean(packagesSync.lastError || bookingsSync.lastError)}
        syncing={packagesSync.syncing || bookingsSync.syncing}
        loading={packagesSync.loading}
      />
      <QueuedCreates table="packages" title="New packages waiting to be sent" />
      <PackageAnalyticsPanel
        figures={packageAnalytics.figures ?? NO_PACKAGE_ANALYTICS}
        loading={packageAnalytics.figures === null && !packageAnalytics.failed}
        loaded={Boolean(packagesSync.lastSyncedAt && bookingsSync.lastSyncedAt)}
        error={analyticsError}
        onRetry={() => {
          packageAnalytics.retry();
          void reloadPackages();
        }}
      />

      <section aria-labelledby="packages-title" className="space-y-4">
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="packages-title" className="font-semibold text-lg">
            All Packages
          </h2>
          <p className="text-base-content/75 text-sm" data-testid="package-count" aria-live="polite">
            {countText}
          </p>
        </header>
        <PackageList
          rows={packages}
          filters={listFilters}
          loading={loading || packagesSync.syncing}
          error={
            packages.length === 0 ? loadFailureText(packagesSync.errors[0], MESSAGES.analyticsFailed) : null
          }
          onRetry={() => void reloadPackages()}
          actions={actions}
          onClearAll={clearAll}
          emptyAction={
            <button type="button" className="btn btn-primary max-lg:min-h-11" onClick={() => openForm(null)}>
              <Plus className="size-4" aria-hidden="true" />
              Create Package
            </button>
          }
        />
      </section>

      {form.open && (
        <PackageFormModal
          key={form.key}
          editing={form.pkg}
          current={current}
          onClose={closeForm}
          onSaved={() => closeForm()}
        />
      )}
      <ImportPackagesModal open={importOpen} onClose={() => setImportOpen(false)} />
      <ConfirmDialog
        open={confirm !== null}
        title="Delete Package"
        message={
          confirm
            ? `Are you sure you want to delete the package “${confirm.name.toUpperCase()}”? Its existing bookings keep their copy of the package. This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        action="delete"
        busy={deleting}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onConfirmDelete()}
      />
    </Page>
  );
}
