/**
 * The Lighthouse anchor (tests/bench/lighthouse.bench.ts): a bare React page with one heading and a
 * form, built by Vite and served by the app's own server, so the sign-in page's LCP is judged
 * against what React alone costs on this machine in the same run.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

function Page() {
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
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
