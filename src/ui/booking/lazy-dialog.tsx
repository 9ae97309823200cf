/**
 * A booking dialog that loads, with its form's rules, when it is asked for (docs/PERFORMANCE.md,
 * "Start-up on a slow phone"): the rules' validator (arktype) is the largest single piece of
 * start-up work, and a list screen paints and answers without it. `prepare` starts the download
 * on intent (a pointer over Book Now, its focus or a touch: `BookIntent` in ui/buttons.tsx); a
 * dialog asked for before it has loaded shows its frame with a spinner meanwhile. A download that
 * fails (offline before the app was cached) says so in the dialog, with Try Again.
 */
import { type ComponentType, lazy, Suspense, useEffect, useReducer } from "react";
import { ErrorBox } from "../error-box.tsx";
import { afterNextPaint } from "../layout/after-first-paint.ts";
import { loadOnce } from "../load-once.ts";
import { Modal } from "../modal.tsx";
import { Spinner } from "../spinner.tsx";

const LOAD_FAILED = "The booking form could not be loaded. Check your connection and try again.";

export function lazyDialog<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  title: string,
): { Dialog: ComponentType<P>; prepare: () => void } {
  const start = loadOnce(load);
  const shown = new Set<() => void>();
  /** One lazy component per attempt (React keeps a failed one failed); a failure renders `Failed`. */
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      start().then(
        (component) => ({ default: component }),
        () => ({ default: Failed }),
      ),
    );
  let Lazy = attempt();

  function Failed({ onClose }: P) {
    const retry = () => {
      Lazy = attempt();
      for (const rerender of shown) rerender();
    };
    return (
      <Modal
        open
        onClose={() => {
          // The next opening tries again (the connection may be back by then).
          Lazy = attempt();
          onClose();
        }}
        title={title}
      >
        <ErrorBox message={LOAD_FAILED} onRetry={retry} />
      </Modal>
    );
  }

  function Dialog(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      shown.add(rerender);
      return () => {
        shown.delete(rerender);
      };
    }, []);
    return (
      <Suspense
        fallback={
          <Modal open onClose={props.onClose} title={title}>
            <Spinner />
          </Modal>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  // On intent the download starts in a task of its own once the next frame has painted, not in the
  // pointer's or the touch's own handler: starting it (Vite's helper adds a preload link per chunk
  // the dialog needs, each a request the main thread starts) took 32-41 ms at 6× CPU inside the
  // pointerover that a tap's pointerdown then waited behind (docs/PERFORMANCE.md). A press before
  // then loads it from the dialog's render, behind the button's spinner.
  let prepared = false;
  const prepare = () => {
    if (prepared) return;
    prepared = true;
    afterNextPaint(() =>
      start().catch(() => {
        // Offline before the app was cached: the next intent tries again.
        prepared = false;
      }),
    );
  };
  return { Dialog, prepare };
}
