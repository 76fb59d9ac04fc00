import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Libraries only one page uses, kept in that page's lazy chunk. */
const PAGE_ONLY_LIBRARIES = /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/;

const hostingPort = process.env.HOSTING_PORT ?? "5000";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../functions/src/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    // `npm run dev`: the same /api as `npm start`, through the Hosting emulator's rewrite.
    proxy: { "/api": `http://127.0.0.1:${hostingPort}` },
  },
  // The manifest maps each source module to its chunk and imports: scripts/bundle-report.mjs reads it. Hosting skips
  // dot-folders, so it is never deployed.
  build: {
    sourcemap: false,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page needs React, the router, the query cache and zod, so they ship as one chunk: one gzip
        // stream and one request, cached across deploys. Left to itself the bundler re-cuts them into small
        // chunks whenever a lazy chunk starts sharing one of them. The QR tool's library stays with its tool.
        codeSplitting: {
          groups: [{ name: "vendor", test: (id) => id.includes("node_modules") && !PAGE_ONLY_LIBRARIES.test(id) }],
        },
      },
    },
  },
});
