export interface BundleFloor {
  /** The floor app's index page: the entry and its static imports, gzip -9 bytes. */
  homeBytes: number;
  /** Its code-split route: the same plus the route's own chunk. */
  lazyRouteBytes: number;
  /** The files of the index page's first load. */
  chunks: string[];
  /** How long building and measuring took. */
  seconds: number;
}
export function measureBundleFloor(): Promise<BundleFloor>;
