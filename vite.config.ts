import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig({
  plugins: [
    arktypeWithoutEvalProbe(),
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
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // Registered by src/main.tsx through workbox-window (reload once on update).
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
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
