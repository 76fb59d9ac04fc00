import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  build: { sourcemap: false, target: "es2022" },
});
