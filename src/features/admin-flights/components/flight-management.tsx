/**
 * Flight Management (/admin/flights): the flights list with Create Flight, Export CSV, Import CSV
 * and Bulk Delete; per row view (a toast with the flight's details, 8 s), edit and delete.
 * /admin/flights/add shows the same screen with the create modal open (`startWithCreate`).
 */
import { useNavigate } from "@tanstack/react-router";
import { ListChecks, Plus, Trash2, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActionButton } from "../../../ui/buttons.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { QueuedCreates, toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { saveFile } from "../../../ui/save-file.ts";
import { TOAST_MS, toast } from "../../../ui/toast.ts";
import {
  deleteFlight,
  deleteFlights,
  exportFlights,
  type Flight,
  reloadFlights,
  useAdminFlights,
  useSyncStatus,
} from "../data.ts";
import { flightDetailsToast } from "../flight-view.ts";
import { FlightList } from "./flight-list.tsx";
import type { FlightActions } from "./flight-row-actions.tsx";

// The form and the import load when first opened: they bring the validation library, whose
// set-up (~50-100 ms of script) would otherwise run with the list's first load.
const FlightFormModal = lazy(() =>
  import("./flight-form-modal.tsx").then((m) => ({ default: m.FlightFormModal })),
);
const ImportFlightsModal = lazy(() =>
  import("./import-flights-modal.tsx").then((m) => ({ default: m.ImportFlightsModal })),
);

/** A modal opened again is re-initialised after this pause. */
export const REOPEN_DELAY_MS = 100;

type FormState = { open: boolean; flight: Flight | null; key: number };
type Confirm = { kind: "one"; flight: Flight } | { kind: "many"; ids: string[] } | null;

export function FlightManagement({
  startWithCreate = false,
  onCreateClosed,
}: {
  startWithCreate?: boolean;
  /** Called when the create modal opened by `startWithCreate` closes (e.g. to leave /add). */
  onCreateClosed?: () => void;
}) {
  const { rows, loading } = useAdminFlights();
  const sync = useSyncStatus("flights");

  // Flights the server has confirmed deleted, hidden until the next pull drops them from the mirror.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const flights = useMemo(() => (gone.size ? rows.filter((f) => !gone.has(f._id)) : rows), [rows, gone]);
  const hide = (ids: readonly string[]) => setGone((g) => new Set([...g, ...ids]));

  const [form, setForm] = useState<FormState>({ open: startWithCreate, flight: null, key: 0 });
  const reopenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reopenTimer.current), []);
  const fromAdd = useRef(startWithCreate);

  const formOpen = useRef(startWithCreate);
  const openForm = useCallback((flight: Flight | null) => {
    clearTimeout(reopenTimer.current);
    if (!formOpen.current) {
      formOpen.current = true;
      setForm((f) => ({ open: true, flight, key: f.key + 1 }));
      return;
    }
    // Already open: close it, and open it afresh after the re-open delay.
    setForm((f) => ({ ...f, open: false }));
    reopenTimer.current = setTimeout(
      () => setForm((f) => ({ open: true, flight, key: f.key + 1 })),
      REOPEN_DELAY_MS,
    );
  }, []);
  const closeForm = () => {
    formOpen.current = false;
    clearTimeout(reopenTimer.current);
    setForm((f) => ({ ...f, open: false }));
    if (fromAdd.current) {
      fromAdd.current = false;
      onCreateClosed?.();
    }
  };

  const [importKey, setImportKey] = useState(0);
  const navigate = useNavigate();
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [deleting, setDeleting] = useState(false);

  const actions: FlightActions = useMemo(
    () => ({
      onView: (f) => {
        const t = flightDetailsToast(f);
        toast.info(t.message, { title: t.title, duration: TOAST_MS.flightDetail });
      },
      onManifest: (f) =>
        void navigate({ to: "/admin/flights/$flightId/manifest", params: { flightId: f._id } }),
      onEdit: (f) => openForm(f),
      onDelete: (f) => setConfirm({ kind: "one", flight: f }),
    }),
    [openForm, navigate],
  );

  async function onExport() {
    setExporting(true);
    const out = await exportFlights();
    setExporting(false);
    if (out.ok) saveFile(out.data.blob, out.data.fileName);
    else toast.error("Failed to export flights");
  }

  function startBulk() {
    setSelected(new Set());
    setBulk(true);
  }
  function endBulk() {
    setBulk(false);
    setSelected(new Set());
  }
  function onDeleteSelected() {
    const ids = flights.filter((f) => selected.has(f._id)).map((f) => f._id);
    if (ids.length === 0) {
      toast.error("Please select flights to delete");
      return;
    }
    setConfirm({ kind: "many", ids });
  }

  async function onConfirmDelete() {
    if (!confirm) return;
    setDeleting(true);
    if (confirm.kind === "one") {
      const out = await deleteFlight(confirm.flight._id);
      if (out.ok) {
        hide([confirm.flight._id]);
        toast.success("Flight deleted successfully!");
      } else if (out.queued) toastQueued(out.message);
      else toast.error("Failed to delete flight");
    } else {
      const { deleted, failed, queued } = await deleteFlights(confirm.ids);
      hide(deleted);
      if (deleted.length) toast.success(`${deleted.length} flight(s) deleted successfully!`);
      if (queued.length)
        toastQueued(`${queued.length} flight deletion(s) queued — will send when you are back online`);
      if (failed.length) toast.error("Failed to delete flights");
      setSelected(new Set(failed));
      if (failed.length === 0) setBulk(false);
    }
    setDeleting(false);
    setConfirm(null);
  }

  const selectedCount = flights.filter((f) => selected.has(f._id)).length;

  return (
    <Page
      title="Flight Management"
      subtitle="Create and manage flight tickets"
      actions={
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <ActionButton variant="create" label="Create Flight" onClick={() => openForm(null)} />
          <ActionButton
            variant="export"
            label="Export CSV"
            busy={exporting}
            onClick={() => void onExport()}
          />
          <ActionButton
            variant="import"
            label="Import CSV"
            onClick={() => {
              setImportKey((k) => k + 1);
              setImportOpen(true);
            }}
          />
          <button
            type="button"
            className={`btn max-lg:min-h-11 ${bulk ? "btn-error btn-soft" : "btn-outline btn-error"}`}
            aria-pressed={bulk}
            onClick={() => (bulk ? endBulk() : startBulk())}
          >
            <ListChecks className="size-4" aria-hidden="true" />
            Bulk Delete
          </button>
        </div>
      }
    >
      {bulk && (
        <section
          className="flex flex-wrap items-center gap-3 rounded-box border border-error/30 bg-error/5 px-4 py-3"
          aria-label="Bulk delete"
          data-testid="bulk-bar"
        >
          <p className="min-w-0 flex-1 basis-56 text-sm">
            <span className="font-semibold">{selectedCount} selected</span>
            <span className="text-base-content/70"> · tick the flights to delete, or select all.</span>
          </p>
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            <button type="button" className="btn btn-error btn-sm max-lg:min-h-11" onClick={onDeleteSelected}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Selected
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm border-base-300 max-lg:min-h-11"
              onClick={endBulk}
            >
              <X className="size-4" aria-hidden="true" />
              Cancel
            </button>
          </div>
        </section>
      )}

      <SyncFreshness noun="flights" sync={sync} showSyncing={false} />
      <QueuedCreates table="flights" title="New flights waiting to be sent" />
      <FlightList
        rows={flights}
        loading={loading || sync.syncing}
        error={sync.lastError}
        onRetry={() => void reloadFlights()}
        actions={actions}
        selection={
          bulk
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (f) => `Select flight ${f.flightNumber} ${f.departure} to ${f.destination}`,
              }
            : undefined
        }
        emptyAction={
          <button type="button" className="btn btn-primary max-lg:min-h-11" onClick={() => openForm(null)}>
            <Plus className="size-4" aria-hidden="true" />
            Create Flight
          </button>
        }
      />

      {form.open && (
        <Suspense fallback={null}>
          <FlightFormModal
            key={form.key}
            open
            flight={form.flight}
            onClose={closeForm}
            onSaved={() => closeForm()}
          />
        </Suspense>
      )}
      {importOpen && (
        <Suspense fallback={null}>
          <ImportFlightsModal key={importKey} open onClose={() => setImportOpen(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "many" ? "Delete Multiple Flights" : "Delete Flight"}
        message={
          confirm?.kind === "many"
            ? `Are you sure you want to delete ${confirm.ids.length} flight(s)? This action cannot be undone.`
            : confirm?.kind === "one"
              ? `Are you sure you want to delete flight ${confirm.flight.flightNumber} (${confirm.flight.departure} → ${confirm.flight.destination})? This action cannot be undone.`
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
