// The app loads the contract's schemas (and zod) on first use, as a separate chunk. Transforming them takes the
// test runner a second or more, which would land inside whichever test validates first; loading them here keeps
// that out of every test's timing.
await import("@/lib/contract-schemas");
export {};
