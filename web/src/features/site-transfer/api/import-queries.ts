import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportJob, StartImportRequest } from "@contract/import-jobs";
import { fetchImportJob, fetchImportJobs, resumeImportJob, startImportJob, uploadImportFile } from "@/api/imports";
import type { UploadOptions } from "@/api/client";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** While a job is being read or imported, it is asked for again this often; a finished one is not. */
const WORKING_POLL_MS = 1_500;
const isWorking = (job: ImportJob | undefined) => job?.status === "reading" || (job?.status === "importing" && !job.stalled);

export const importJobsQueryOptions = () =>
  queryOptions({
    queryKey: ["imports"] as const,
    queryFn: ({ signal }) => fetchImportJobs(signal),
    retry: retryNetworkOnce,
  });

export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["imports", id] as const,
    queryFn: ({ signal }) => fetchImportJob(id, signal),
    refetchInterval: (query) => (isWorking(query.state.data?.job) ? WORKING_POLL_MS : false),
    retry: retryNetworkOnce,
  });

/** Uploads an import file; the new job is put in the cache at once. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options?: UploadOptions }) => uploadImportFile(file, options),
    onSuccess: ({ job }) => {
      client.setQueryData(importJobQueryOptions(job.id).queryKey, { job });
      void client.invalidateQueries({ queryKey: importJobsQueryOptions().queryKey });
    },
  });
}

/** Starts a job that is ready, with the owner's choice of kinds. */
export function useStartImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: StartImportRequest) => startImportJob(id, request),
    onSuccess: ({ job }) => {
      client.setQueryData(importJobQueryOptions(id).queryKey, { job });
      void client.invalidateQueries({ queryKey: importJobsQueryOptions().queryKey, exact: true });
    },
  });
}

/** Goes on with an import that stopped part-way; it is polled again as it works. */
export function useResumeImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resumeImportJob(id),
    onSuccess: ({ job }) => client.setQueryData(importJobQueryOptions(id).queryKey, { job }),
  });
}
