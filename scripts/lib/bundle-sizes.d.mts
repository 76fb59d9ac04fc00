export interface BundleSizes {
  entryBytes: number;
  routes: { route: string; bytes: number }[];
  tools: { tool: string; bytes: number }[];
}
export function measureBundle(dist: string): BundleSizes;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export interface BuildReader {
  manifest: Record<string, ManifestChunk>;
  entry: Set<string>;
  staticClosure(key: string, into?: Set<string>): Set<string>;
  jsBytes(keys: Iterable<string>): number;
  firstLoadOf(key: string): Set<string>;
}
export function readBuild(dist: string): BuildReader;
