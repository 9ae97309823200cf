import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import type { OutputBundle, OutputChunk } from "rolldown";
import { createServer, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * arktype decides between compiled validators and interpreted ones by calling `new Function` once
 * at import. The app's Content-Security-Policy forbids eval, so in the browser that probe can only
 * fail — and each failure is reported as a CSP violation (a console issue, a Lighthouse best-practices
 * failure). The answer is known at build time: the browser build says "no eval" without probing.
 * (The server runs outside Vite and keeps arktype's compiled validators.)
 */
function arktypeWithoutEvalProbe(): Plugin {
  const probe = 'return new Function("return false")();';
  return {
    name: "safar:arktype-without-eval-probe",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/.test(id)) return null;
      if (!code.includes(probe))
        this.error("arktype's CSP probe has changed: update arktypeWithoutEvalProbe");
      return code.replace(probe, "return true;");
    },
  };
}

/**
 * daisyUI's button styles carry one rule for Tailwind's typography plugin, `.prose
 * :where(a.btn:not(.btn-link)):not(:where([class~=not-prose],[class~=not-prose] *))`. Safar has no
 * `.prose`, so it never matches, yet its `[class~=not-prose] *` (an attribute selector on `class`
 * with a descendant after it) makes Chromium restyle an element's whole subtree whenever its class
 * attribute changes: the root's scroll lock as a dialog opened restyled every element of the page,
 * twice (docs/PERFORMANCE.md). The rule is taken out of the generated stylesheet; a build whose
 * stylesheet no longer has it fails here, so that this is looked at again.
 */
function withoutProseRule(): Plugin {
  const STYLESHEET = resolve("src/styles.css").split("\\").join("/");
  const rule = /([^{}]*\[class~=["']?not-prose["']?\][^{}]*)(\{[^{}]*\})/g;
  /** A selector list cut at its top-level commas (not those inside `:where(…)` and the like). */
  const selectorsOf = (list: string) => {
    const out: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < list.length; i++) {
      if (list[i] === "(") depth++;
      else if (list[i] === ")") depth--;
      else if (list[i] === "," && depth === 0) {
        out.push(list.slice(from, i));
        from = i + 1;
      }
    }
    return [...out, list.slice(from)];
  };
  return {
    name: "safar:without-prose-rule",
    enforce: "pre",
    transform(code, id) {
      // The app's stylesheet as a stylesheet (not imported `?raw`, `?url` or into a worker).
      const [path, query = ""] = id.split("?", 2);
      if (path !== STYLESHEET || /(^|&)(raw|url|worker|sharedworker)\b/.test(query)) return null;
      let found = 0;
      const out = code.replace(rule, (_, list: string, block: string) => {
        const kept = selectorsOf(list).filter((selector) => !selector.includes("not-prose"));
        found++;
        const lead = list.match(/^\s*/)?.[0] ?? "";
        return kept.length ? `${lead}${kept.map((x) => x.trim()).join(",")}${block}` : "";
      });
      if (found === 0) this.error("daisyUI's prose rule has changed: update withoutProseRule");
      return { code: out, map: null };
    },
  };
}

/**
 * /login paints from the HTML and the stylesheet alone:
 * - the sign-in screen is rendered at build time from the real components
 *   (src/features/auth/prerender.tsx) into index.html, hidden unless src/theme-boot.ts shows it;
 * - src/theme-boot.ts becomes a small classic script written into <head> (the theme and that choice
 *   must be made before the first paint; inline, it costs no request of its own: on a slow phone
 *   connection the app's scripts start downloading one round trip sooner). The server allows it by
 *   its SHA-256 in the page's Content-Security-Policy (server/http/static.ts), no other inline script;
 * - the entry script and its modulepreloads wait in a <template> for the boot script, which adds them
 *   at once (the entry runs once the document is parsed), or on the static sign-in screen once that
 *   screen has painted (its first paint then needs no script but the boot one).
 * The React screen replaces the static one when it mounts (src/features/auth/boot-markup.ts). Dev
 * keeps the plain index.html.
 */
function prerenderedSignIn(): Plugin[] {
  let bootCode = "";
  return [
    {
      name: "safar:prerendered-sign-in:boot",
      apply: "build",
      async buildStart() {
        const { build } = await import("rolldown");
        const out = await build({
          input: "src/theme-boot.ts",
          write: false,
          platform: "browser",
          // theme.ts also holds the React hook: only what the boot script calls is kept.
          treeshake: { moduleSideEffects: false },
          output: { format: "iife", minify: true },
        });
        bootCode = out.output[0].code.trim();
        // Written between <script> and </script>: it must not end the element itself.
        if (/<\/script|<!--/i.test(bootCode)) this.error("the boot script cannot be inlined as it is");
      },
      transformIndexHtml: {
        order: "pre",
        handler: (html) =>
          html.replace(/\s*<script type="module" src="\/src\/theme-boot\.ts"><\/script>/, ""),
      },
    },
    {
      name: "safar:prerendered-sign-in:markup",
      apply: "build",
      transformIndexHtml: {
        order: "post",
        async handler(html, ctx) {
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
          if (!entry.test(html) || !html.includes('<div id="root"></div>'))
            throw new Error("index.html has changed: update prerenderedSignIn in vite.config.ts");
          const server = await createServer({
            configFile: false,
            logLevel: "warn",
            appType: "custom",
            server: { middlewareMode: true, hmr: false, ws: false },
            optimizeDeps: { noDiscovery: true, include: [] },
          });
          let markup: string;
          try {
            const m = await server.ssrLoadModule("/src/features/auth/prerender.tsx");
            markup = await m.renderSignInMarkup();
          } finally {
            await server.close();
          }
          markup = markup
            // The image is in the markup itself; the theme toggle comes with React (it is fixed, so
            // its arrival moves nothing, and its icon depends on the theme).
            .replace(/<link rel="preload" as="image"[^>]*>/g, "")
            .replace(/<button type="button"[^>]*data-testid="theme-toggle"[^>]*>.*?<\/button>/, "")
            // Without names a submit before the app has started sends nothing anywhere.
            .replace(/(<input [^>]*?) name="[^"]*"/g, "$1");
          // The app's scripts wait in a template for the boot script (nothing of them loads before it
          // says so); the PWA plugin adds a second manifest link, index.html has one already.
          const scripts: string[] = [];
          const out = html
            .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, (tag) => {
              scripts.push(tag.trim());
              return "";
            })
            .replace(entry, (_tag, src: string) => {
              scripts.unshift(`<link rel="modulepreload" crossorigin href="${src}" data-entry>`);
              return "<!--app-scripts-->";
            })
            .replace(/<link rel="manifest" href="\/manifest\.webmanifest"><\/head>/, "</head>");
          if (ctx.bundle) scripts.push(...appChunks(ctx.bundle, scripts));
          const routes = ctx.bundle ? routeChunks(ctx.bundle, scripts) : null;
          return out
            .replace(
              "<!--app-scripts-->",
              `<template id="app-scripts">${scripts.join("")}</template>\n    ${
                routes ? `<script type="application/json" id="route-chunks">${routes}</script>\n    ` : ""
              }<script>${bootCode}</script>`,
            )
            .replace(
              '<div id="root"></div>',
              `<div id="boot-sign-in">${markup}</div>\n    <div id="root"></div>`,
            );
        },
      },
    },
  ];
}

/**
 * The bundle's chunks, and a walk that adds a chunk with everything it imports statically to `into`,
 * leaving out what the entry's tags (`entryTags`) load already.
 */
function chunkWalk(bundle: OutputBundle, entryTags: string[]) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const inEntry = new Set(entryTags.map((t) => /href="\/([^"]+)"/.exec(t)?.[1]).filter(Boolean));
  const addWithImports = (name: string, into: Set<string>): void => {
    if (into.has(name) || inEntry.has(name)) return;
    into.add(name);
    for (const dep of byFile.get(name)?.imports ?? []) addWithImports(dep, into);
  };
  return { chunks, addWithImports };
}

/**
 * The app's own chunks (src/app.tsx, which the entry imports in a second task: src/main.tsx) with
 * everything they import, as modulepreload tags: they download with the entry's, not once the entry
 * has run. `entryTags` are the tags the entry has already.
 */
function appChunks(bundle: OutputBundle, entryTags: string[]): string[] {
  const { chunks, addWithImports } = chunkWalk(bundle, entryTags);
  const app = chunks.find((c) => c.facadeModuleId === resolve("src/app.tsx"));
  if (!app) throw new Error("no chunk for src/app.tsx: update appChunks in vite.config.ts");
  const names = new Set<string>();
  addWithImports(app.fileName, names);
  return [...names].map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`);
}

/**
 * For each route path without parameters (`/customer/dashboard`), the chunks its screen needs
 * beyond the entry's: the split parts of its route file and of the layout routes above it, with
 * everything they import. The boot script preloads them when a signed-in visit opens that path, so
 * they download with the entry instead of after it has run. JSON: `{ files, routes: { path: [i] } }`,
 * the files named inside /assets/.
 */
function routeChunks(bundle: OutputBundle, entryTags: string[]): string {
  const root = resolve("src/routes");
  const { chunks, addWithImports } = chunkWalk(bundle, entryTags);
  /** The chunks holding the split parts of one route file, with their static imports. */
  const forRouteFile = (file: string, into: Set<string>) => {
    for (const c of chunks)
      if (c.facadeModuleId?.startsWith(`${file}?tsr-split`)) addWithImports(c.fileName, into);
  };
  const files: string[] = [];
  const index = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  const routeFiles = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx"))
    .sort()
    .map((f) => join(root, f));
  for (const abs of routeFiles) {
    const rel = relative(root, abs)
      .replace(/\\/g, "/")
      .replace(/\.tsx$/, "");
    const segments = rel.split("/");
    const last = segments.at(-1) ?? "";
    if (last.startsWith("_") || last === "route") continue; // a layout, not a screen
    if (segments.some((s) => s.startsWith("-") || s.startsWith("$"))) continue;
    const path = `/${segments.filter((s, i) => !s.startsWith("_") && !(i === segments.length - 1 && (s === "index" || s === "route"))).join("/")}`;
    const need = new Set<string>();
    // The layout routes above it: `a.tsx` or `a/route.tsx` for each folder on the way.
    for (let i = 1; i < segments.length; i++) {
      const dir = segments.slice(0, i).join("/");
      for (const f of [`${dir}.tsx`, `${dir}/route.tsx`]) forRouteFile(join(root, f), need);
    }
    forRouteFile(abs, need);
    if (need.size === 0 || path in routes) continue;
    routes[path] = [...need].sort().map((file) => {
      const name = file.replace(/^assets\//, "");
      let i = index.get(name);
      if (i === undefined) {
        i = files.push(name) - 1;
        index.set(name, i);
      }
      return i;
    });
  }
  return JSON.stringify({ files, routes });
}

/**
 * The signed-in shell: the layout (sidebar, top bar, user menu), the small pieces every screen shows
 * with it (page header, buttons, dialogs, search, the online flag) and the API client. Left to the
 * default splitting, being shared by many lazy routes, they came as a dozen files of 0.1-4 KB, each a
 * request before a signed-in screen could paint; on a slow phone connection (HTTP/1.1, six requests
 * at a time) they queued. In one chunk the customer dashboard's first paint needs 6 scripts instead
 * of 18 (Lighthouse, mobile preset: LCP 2.49 s → 2.14 s, median of 6 runs each, alternating). The
 * sign-in page loads it too, since the entry imports the API client and the theme from it (14 KB
 * gzip), after its static screen has painted.
 */
const SHELL = [
  "src/ui/layout/",
  "src/ui/page.tsx",
  "src/ui/buttons.tsx",
  "src/ui/modal.tsx",
  "src/ui/confirm-dialog.tsx",
  "src/ui/search.ts",
  "src/ui/use-online.ts",
  "src/ui/theme.ts",
  "src/ui/use-media-query.ts",
  "src/ui/use-stored-flag.ts",
  "src/domain/constants.ts",
  "src/api/client.ts",
  "src/api/fetch.ts",
  "src/api/session.ts",
  // What the app's start shares with the mirror (whose chunk it must not wait for): the mirror's
  // name (whether this browser holds one), the service worker's registration, the yield.
  "src/db/name.ts",
  "src/sw-register.ts",
  "src/ui/yield-to-main.ts",
  // What the routes' own (unsplit) modules import: every screen's search rules and the outcome of a
  // write. Shared with the screens' chunks, they came as files of 0.4-1 KB of their own.
  "src/api/outcome.ts",
  "src/features/*/route-search.ts",
  "node_modules/openapi-fetch/",
  "src/routes/_app.tsx",
  "src/routes/_app/customer/route.tsx",
  "src/routes/_app/admin/route.tsx",
];

/**
 * The offline mirror: IndexedDB through Dexie, the sync engine, the outbox and the screens' live
 * queries. A signed-in screen reads the mirror and the mirror starts once it has painted, so all of
 * it loads on every signed-in visit; left to the default splitting it came as eight files (schema,
 * hooks, sync, start, the outbox's four), and each request costs the main thread ~1 ms to start
 * on a slow phone's CPU, 5-10 ms at 6× (docs/PERFORMANCE.md). The workers are built on their own.
 */
const MIRROR = [
  "src/db/",
  "src/live-worker.ts",
  "node_modules/dexie/",
  "node_modules/dexie-react-hooks/",
  "node_modules/comlink/",
];

function inMirror(id: string): boolean {
  const path = relative(import.meta.dirname, id)
    .split("?")[0]!
    .replaceAll("\\", "/");
  return MIRROR.some((p) => path.startsWith(p));
}

/** A pattern with one `*` (the route-search entry above) matches one folder name in its place. */
function globMatch(pattern: string, path: string): boolean {
  const [head, tail] = pattern.split("*") as [string, string];
  const middle = path.slice(head.length, path.length - tail.length);
  return path.startsWith(head) && path.endsWith(tail) && middle.length > 0 && !middle.includes("/");
}

/** Whether module `id` (an absolute path, perhaps with a query) belongs to the shell chunk. */
function inShell(id: string): boolean {
  const path = relative(import.meta.dirname, id)
    .split("?")[0]!
    .replaceAll("\\", "/");
  return SHELL.some((p) =>
    p.endsWith("/") ? path.startsWith(p) : p.includes("*") ? globMatch(p, path) : path === p,
  );
}

export default defineConfig({
  plugins: [
    arktypeWithoutEvalProbe(),
    prerenderedSignIn(),
    // The router plugin must come before react().
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The sign-in page is the first paint of most visits: it ships with the entry instead of one
      // more round trip for its own chunk (its rules, arktype, still load on demand).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === "/login" ? [] : undefined),
      },
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
    withoutProseRule(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // Registered by src/sw-register.ts; src/update/update.ts decides when a new version is taken.
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      injectManifest: {
        // The documents' fonts too (src/ui/documents/make.ts): a document made offline needs them;
        // and the airlines' logos as the screens show them (PNG, src/domain/airlines.ts).
        globPatterns: ["**/*.{js,css,html,svg,woff2,ttf}", "airlines/*.png"],
        globIgnores: ["**/icons/**"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: "/",
        name: "Safar — Group Tickets & Umrah Packages",
        short_name: "Safar",
        description:
          "Book airline group tickets and Umrah and tour packages, follow every booking, and run the agency's back office — even with a patchy connection.",
        lang: "en-PK",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#1E40AF",
        background_color: "#F8FAFC",
        categories: ["travel", "business"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        shortcuts: [
          {
            name: "My Bookings",
            short_name: "Bookings",
            url: "/customer/bookings",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
          {
            name: "Available Flights",
            short_name: "Flights",
            url: "/customer/flights",
            icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
          },
        ],
      },
    }),
  ],
  resolve: {
    // jsPDF's optional helpers, never called here (src/ui/documents/no-optional.ts).
    alias: [
      { find: /^(html2canvas|dompurify|canvg)$/, replacement: resolve("src/ui/documents/no-optional.ts") },
      // Dexie's own ES module build (its package points bundlers at a wrapper of its UMD build, which
      // the bundle then carries in a CommonJS wrapper): 12 KB less in each of the mirror's chunk, the
      // pull worker and the service worker, evaluated without the wrapper (docs/PERFORMANCE.md). Every
      // import of 'dexie' in the build comes here, so there is one Dexie; the unit tests, which
      // Node runs without this config, use the package's default.
      { find: /^dexie$/, replacement: resolve("node_modules/dexie/dist/modern/dexie.mjs") },
    ],
  },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: React and the router in one, every icon in one (a few KB), instead of
        // dozens of tiny files that each cost a round trip on a slow phone connection.
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|cookie-es|seroval|tiny-invariant|tiny-warning)[\\/]/,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: "shell", test: (id) => inShell(id) },
            { name: "mirror", test: (id) => inMirror(id) },
          ],
        },
      },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  worker: { format: "es", plugins: () => [arktypeWithoutEvalProbe()] },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080" },
  },
});
