import { useCallback, useRef, useState } from "react";
import type { UploadOptions } from "@/api/client";

export interface Upload {
  /** From 0 to 1 while a request is under way, null otherwise. */
  progress: number | null;
  /** Runs one upload, handing it the progress callback and the cancel signal. */
  run<T>(task: (options: UploadOptions) => Promise<T>): Promise<T>;
  /** Cancels the upload under way, if any. */
  cancel(): void;
}

/** Progress and cancelling for a form that sends files. */
export function useUpload(): Upload {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const run = useCallback(async <T>(task: (options: UploadOptions) => Promise<T>): Promise<T> => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    try {
      return await task({ onProgress: setProgress, signal: abort.signal });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, run, cancel };
}
