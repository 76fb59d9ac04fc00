import { onRequest } from "firebase-functions/v2/https";
import { router } from "./api";

/** The one HTTPS function behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", memory: "256MiB", invoker: "public" }, router.handle);
