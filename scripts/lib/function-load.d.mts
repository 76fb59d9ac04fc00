export const FUNCTION_BUNDLE: string;
export const BARE_FUNCTION: string;
export function offlineFunctionEnv(): Record<string, string>;

export interface LoadSnapshot {
  /** Packages in require.cache, with how many of their files are loaded, most first. */
  packages: Record<string, number>;
  cachedFiles: number;
  rssMb: number;
  /** sharp in require.cache or its native library mapped into the process. */
  sharp: boolean;
}
export interface ServedRequest extends LoadSnapshot {
  path: string;
  status: number;
  bytes: number;
  ms: number;
  /** The packages just before the request (the harness's express included). */
  beforeRequest: Record<string, number>;
}
export interface FunctionLoadReport {
  loadMs: number;
  loadCpuMs: number;
  processMs: number;
  afterLoad: LoadSnapshot;
  served: ServedRequest[];
  control?: { sharp: boolean };
}
export function probeFunctionLoad(
  module: string,
  options?: { serve?: string[]; control?: boolean; env?: Record<string, string> },
): Promise<FunctionLoadReport>;
