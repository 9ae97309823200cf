/**
 * Runs before the first paint (in the built app a classic script written into <head> of index.html,
 * see vite.config.ts): sets the theme so the page paints in the right colours at once, and on /login,
 * signed out, shows the static sign-in screen of index.html (src/features/auth/prerender.tsx).
 *
 * In the built app it also starts the app's scripts: their downloads at once and the entry once the
 * document is parsed, or, on the static sign-in screen, all of it once that screen is on the screen
 * (its first paint then waits for the HTML and the stylesheet alone).
 */
import { BOOT_MARKUP_ID } from "./features/auth/boot-markup.ts";
import { screenPathFor } from "./routes/-home.ts";
import { applyTheme } from "./ui/theme.ts";

applyTheme();

function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem("token"));
  } catch {
    return false;
  }
}

const signInScreen = /^\/login\/?$/.test(location.pathname) && !signedIn();
if (signInScreen) {
  document.documentElement.dataset.boot = "sign-in";
  // Sent before the app has started, the static form would reload the page and lose what was typed:
  // it is held instead, marked as sent and shown busy, and the app's form sends it when it takes over
  // (src/features/auth/components/login-form.tsx).
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest(`#${BOOT_MARKUP_ID}`)) return;
    event.preventDefault();
    form.dataset.submitted = "";
    form.setAttribute("aria-busy", "true");
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) return;
    const spinner = document.createElement("span");
    spinner.className = "loading loading-spinner loading-sm";
    spinner.setAttribute("aria-hidden", "true");
    // SubmitButton's busy look: a spinner and its busy wording (rendered into the static markup).
    button.replaceChildren(spinner, button.dataset.busyLabel ?? "");
    button.disabled = true;
  });
}

/**
 * Calls `then` once the first contentful paint is on the screen: its `paint` entry is reported when
 * the frame has been presented, which on a slow device comes tens of milliseconds after the frame was
 * produced (a requestAnimationFrame callback). The app's scripts then download and compile after the
 * static sign-in screen is shown, not while it is being drawn. Where that entry is not reported, after
 * the next frame; in any case within 3 s of the document being parsed.
 */
function afterFirstPaint(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  let observed = false;
  try {
    if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        once();
      }).observe({ type: "paint", buffered: true });
      observed = true;
    }
  } catch {
    // no Paint Timing: the next frame below
  }
  const parsed = () => {
    if (!observed) requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 3000);
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", parsed, { once: true });
  else parsed();
}

/**
 * Adds `links` to the head a few at a time, each few in a task of its own, then calls `then`. Each
 * modulepreload link starts its request on the main thread (~10 ms each on a 6× slowed CPU): the
 * twenty-odd of a signed-in visit, added at once, were one task of 80-110 ms, and four at a time
 * still made tasks of ~100 ms (docs/PERFORMANCE.md).
 */
function appendInTasks(links: Element[], then: () => void): void {
  document.head.append(...links.slice(0, LINKS_PER_TASK));
  if (links.length > LINKS_PER_TASK) setTimeout(() => appendInTasks(links.slice(LINKS_PER_TASK), then), 0);
  else then();
}
const LINKS_PER_TASK = 2;

/**
 * Signed in, the chunks of the screen this address opens (index.html lists them per route path, see
 * vite.config.ts), as modulepreload links: they download with the entry, instead of once the entry
 * has run and the router asks.
 */
function screenLinks(): HTMLLinkElement[] {
  try {
    const json = document.getElementById("route-chunks")?.textContent;
    if (!json) return [];
    const { files, routes } = JSON.parse(json) as { files: string[]; routes: Record<string, number[]> };
    // `/` (the installed app's start) redirects to the role's home: that screen's chunks.
    const path = screenPathFor(location.pathname, localStorage.getItem("user"));
    return (routes[path] ?? []).map((i) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = `/assets/${files[i]}`;
      return link;
    });
  } catch {
    return []; // no list, or one this script cannot read: the router loads the screen as before
  }
}

// The app's scripts (index.html holds them in a template: the entry, marked `data-entry`, and its
// modulepreloads, the entry first).
const scripts = document.querySelector<HTMLTemplateElement>("template#app-scripts");
if (scripts) {
  const start = () => {
    const fragment = scripts.content.cloneNode(true) as DocumentFragment;
    const entry = fragment.querySelector<HTMLLinkElement>("link[data-entry]");
    const links = [...fragment.children, ...(signedIn() ? screenLinks() : [])];
    appendInTasks(links, () => {
      if (!entry) return;
      const run = () => {
        const script = document.createElement("script");
        script.type = "module";
        script.crossOrigin = "";
        script.src = entry.href;
        document.head.append(script);
      };
      if (document.readyState === "loading")
        document.addEventListener("DOMContentLoaded", run, { once: true });
      else run();
    });
  };
  if (signInScreen) afterFirstPaint(start);
  // In a task of its own: the theme above must be set before the first paint, the downloads need
  // not be started in the same task (together with the theme's read of localStorage they were one
  // task of 120 ms on a 6× slowed CPU).
  else setTimeout(start, 0);
}
