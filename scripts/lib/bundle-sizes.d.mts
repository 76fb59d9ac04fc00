export interface BundleSizes {
  entryBytes: number;
  routes: { route: string; bytes: number }[];
  tools: { tool: string; bytes: number }[];
}
export function measureBundle(dist: string): BundleSizes;
