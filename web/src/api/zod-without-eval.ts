import { config } from "zod";

// zod compiles a fast path for object schemas with `new Function`, and first probes whether eval is allowed.
// The site's Content-Security-Policy forbids eval, so the probe itself is a CSP violation in every browser's
// console (and a Lighthouse Best Practices finding). Our answers are small: the plain parser is fast enough.
// This module must be imported before any schema is built, since zod decides when a schema is created.
config({ jitless: true });
