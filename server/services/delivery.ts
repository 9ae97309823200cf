/**
 * Sending the outboxes after the commit (docs/ARCHITECTURE.md §13.2): pushes and e-mails written
 * by `notify` are sent here, never inside a request. Each process drains both outboxes when a
 * request or the housekeeping wrote notices (`wake`), and every few seconds for rows another
 * process wrote or whose retry is due. A row is claimed by one statement (`FOR UPDATE SKIP
 * LOCKED`) that moves its next attempt past the sender's deadline, so two processes never send it
 * twice, and one that dies mid-send leaves it to be sent again once that lease is over.
 * A channel that is off (push without VAPID keys, e-mail without SMTP_URL: server/notify-config.ts)
 * is never drained, and with both off nothing starts: no timer, nothing to wake.
 */
import type { Deps } from "../http/env.ts";
import { drainMail, mailer } from "./mail-delivery.ts";
import { deliveryOf } from "./notify.ts";
import { errorText } from "./outbox-retry.ts";
import { drainPush } from "./push-delivery.ts";

export const DELIVERY_DEFAULTS = { retryBaseMs: 60_000, pollMs: 5_000 };

/**
 * Starts draining the outboxes of the channels that are on for this app; the returned function
 * stops and waits for a drain under way.
 */
export function startDelivery(deps: Deps): () => Promise<void> {
  const push = deps.config.push !== undefined;
  if (!push && !deps.config.mail) return async () => {};
  const timing = { ...DELIVERY_DEFAULTS, ...deps.config.delivery };
  const mail = deps.config.mail ? mailer(deps.config.mail) : undefined;
  const state = deliveryOf(deps.db);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          if (push) await drainPush(deps, timing.retryBaseMs);
          if (mail) await drainMail(deps, mail, timing.retryBaseMs);
        } catch (err) {
          const line = {
            level: "error",
            time: new Date().toISOString(),
            msg: "delivery failed",
            err: errorText(err),
          };
          process.stderr.write(`${JSON.stringify(line)}\n`);
        }
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  };
  state.wake = () => {
    if (!stopped) void drain();
  };
  const timer = setInterval(() => void drain(), timing.pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    state.wake = undefined;
    await running;
    mail?.close();
  };
}
