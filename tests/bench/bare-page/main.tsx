/**
 * The Lighthouse anchor (tests/bench/lighthouse.bench.ts): a bare React page with one heading and a
 * form, built by Vite and served by the app's own server, so the sign-in page's LCP is judged
 * against what React alone costs on this machine in the same run. Its "Book Now" button opens a
 * small dialog: the anchor of the booking dialog's responsiveness (tests/bench/responsiveness.bench.ts).
 */
import { StrictMode, useState } from "react";

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="bare-dialog-title"
      style={{ border: "1px solid", padding: 16 }}
    >
      <h2 id="bare-dialog-title">Book this flight</h2>
      <label>
        Passengers
        <input type="number" name="passengers" defaultValue={1} min={1} style={{ display: "block" }} />
      </label>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

import { createRoot } from "react-dom/client";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ maxWidth: 420, margin: "10vh auto", fontFamily: "system-ui, sans-serif", padding: 16 }}>
      <h1>Sign in to your account</h1>
      <form onSubmit={(e) => e.preventDefault()} style={{ display: "grid", gap: 12 }}>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            style={{ display: "block", width: "100%" }}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            style={{ display: "block", width: "100%" }}
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
      <button
        type="button"
        onClick={() => setOpen(true)}
        style={{ marginTop: 24, minHeight: 44, minWidth: 44 }}
      >
        Book Now
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
