/**
 * A booking's travel documents in its details: the e-ticket or voucher once approved, the invoice
 * always, each with Download, Share (where the device shares files: phones) and Print. The PDF is
 * made on the device when asked for (./make.ts, loaded then), so it works offline from the mirror.
 * Print opens the PDF in a new tab, whose viewer prints it: the tab is opened at once, in the
 * click (a tab opened after the work would be a blocked pop-up), and shown the file when it is made.
 */
import { Download, FileText, Printer, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { api } from "../../api/client.ts";
import { useSession } from "../../api/session.ts";
import { agencyFor } from "../../db/agency.ts";
import { Section } from "../booking-parts.tsx";
import type { ReceiptBooking } from "../print/receipt-facts.ts";
import { saveFile } from "../save-file.ts";
import { toast } from "../toast.ts";
import { DOCUMENT_TITLES, type DocumentContext, type DocumentKind, documentsFor } from "./model.ts";

type Action = "download" | "share" | "print";

export const DOCUMENT_FAILED = "The document could not be made";

/** Whether this device shares files (a phone's share sheet); desktops mostly do not. */
function sharesFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], "probe.pdf", { type: "application/pdf" });
    return typeof navigator.share === "function" && navigator.canShare?.({ files: [probe] }) === true;
  } catch {
    return false;
  }
}

async function make(
  kind: DocumentKind,
  booking: ReceiptBooking,
  customer: DocumentContext["customer"],
): Promise<File> {
  const { makeDocumentFile } = await import("./make.ts");
  return makeDocumentFile(kind, booking, customer);
}

export function DocumentsSection({ booking, own = false }: { booking: ReceiptBooking; own?: boolean }) {
  const { user } = useSession();
  // A customer's own booking does not name its customer: the documents name the signed-in one.
  const customer: DocumentContext["customer"] = own ? { name: user?.name, email: user?.email } : undefined;
  const [busy, setBusy] = useState<`${DocumentKind}:${Action}` | null>(null);
  const [canShare] = useState(sharesFiles);
  // The agency's contact, kept for documents made offline later (db/agency.ts).
  useEffect(() => {
    void agencyFor(api, 10_000);
  }, []);

  const run = async (kind: DocumentKind, action: Action) => {
    const title = DOCUMENT_TITLES[kind];
    // In the click itself: a tab opened once the PDF is made would be blocked as a pop-up.
    const tab = action === "print" ? window.open("", "_blank") : null;
    if (action === "print" && !tab) {
      toast.error("Please allow pop-ups to print your document");
      return;
    }
    setBusy(`${kind}:${action}`);
    try {
      const file = await make(kind, booking, customer);
      if (action === "download") saveFile(file, file.name);
      else if (action === "share") {
        try {
          await navigator.share({ files: [file], title: `${title} ${file.name.replace(/\.pdf$/, "")}` });
        } catch (err) {
          // Closing the share sheet is not a failure; a share the browser refuses falls back to a download.
          if (err instanceof DOMException && err.name === "AbortError") return;
          saveFile(file, file.name);
        }
      } else if (tab) {
        const url = URL.createObjectURL(file);
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (err) {
      tab?.close();
      console.error(`${title}: the PDF could not be made`, err);
      toast.error(`${DOCUMENT_FAILED}. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title="Travel documents" icon={FileText}>
      <ul className="flex flex-col gap-3" data-testid="travel-documents">
        {documentsFor(booking).map((kind) => {
          const title = DOCUMENT_TITLES[kind];
          const button = (action: Action, label: string, Icon: typeof Download) => (
            <button
              type="button"
              className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
              disabled={busy !== null}
              aria-busy={busy === `${kind}:${action}`}
              onClick={() => void run(kind, action)}
            >
              {busy === `${kind}:${action}` ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <Icon className="size-4" aria-hidden="true" />
              )}
              {label}
              <span className="sr-only"> {title}</span>
            </button>
          );
          return (
            <li
              key={kind}
              className="flex flex-wrap items-center justify-between gap-2"
              data-testid={`document-${kind}`}
            >
              <span className="font-medium">{title} (PDF)</span>
              <span className="flex flex-wrap gap-2">
                {button("download", "Download", Download)}
                {canShare && button("share", "Share", Share2)}
                {button("print", "Print", Printer)}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
