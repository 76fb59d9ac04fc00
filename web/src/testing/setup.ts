import { configure } from "@testing-library/react";

// The app loads the contract's schemas (and zod) on first use, as a separate chunk. Transforming them takes the
// test runner a second or more, which would land inside whichever test validates first; loading them here keeps
// that out of every test's timing.
await import("@/api/contract-schemas");

// findBy and waitFor wait up to 5 s rather than 1 s: on a busy two-core machine (the browser tests, the stack and
// the unit tests at once) a stubbed answer can take more than a second to render. Passing tests are no slower.
configure({ asyncUtilTimeout: 5_000 });
