/**
 * A booking dialog that loads, with its form's rules, when it is asked for (docs/PERFORMANCE.md,
 * "Start-up on a slow phone"): the rules' validator (arktype) is the largest single piece of
 * start-up work, and a list screen paints and answers without it. `prepare` starts the download
 * on intent (a pointer over Book Now, its focus or a touch: `BookIntent` in ui/buttons.tsx); a
 * dialog asked for before it has loaded shows its frame with a spinner meanwhile.
 */
import { type ComponentType, lazy, Suspense } from "react";
import { loadOnce } from "../load-once.ts";
import { Modal } from "../modal.tsx";
import { Spinner } from "../spinner.tsx";

export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  loadingTitle: string,
): { Dialog: ComponentType<P>; prepare: () => void } {
  // A failed download (offline before the app was cached) is tried again by the next intent.
  const start = loadOnce(() => load().then((component) => ({ default: component })));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  function Dialog(props: P) {
    return (
      <Suspense
        fallback={
          <Modal open onClose={props.onClose} title={loadingTitle}>
            <Spinner />
          </Modal>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Dialog, prepare: () => void start().catch(() => {}) };
}
