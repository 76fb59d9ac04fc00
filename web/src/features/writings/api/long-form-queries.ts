import type { WritingKind } from "@contract/item-kinds";
import { itemKey, itemListsKey } from "@contract/query-keys";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UploadOptions } from "@/api/client";
import { fetchRevision, fetchRevisions, renderBodyPreview, restoreRevision, uploadBodyImage } from "@/api/long-form";

/** The editor's live preview of `body`: the server's render, kept while the next one loads. */
export const bodyPreviewQueryOptions = (body: string) =>
  queryOptions({
    queryKey: ["long-form-preview", body] as const,
    queryFn: ({ signal }) => renderBodyPreview(body, signal),
    enabled: body.trim() !== "",
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** An item's revisions, asked for again whenever the history opens (every save adds one). */
export const revisionsQueryOptions = (kind: WritingKind, id: string) =>
  queryOptions({
    queryKey: [...itemKey(kind, id), "revisions"] as const,
    queryFn: ({ signal }) => fetchRevisions(kind, id, signal),
    staleTime: 0,
  });

/** One revision with its fields; a revision never changes once kept. */
export const revisionQueryOptions = (kind: WritingKind, id: string, revisionId: string) =>
  queryOptions({
    queryKey: [...itemKey(kind, id), "revisions", revisionId] as const,
    queryFn: ({ signal }) => fetchRevision(kind, id, revisionId, signal),
    staleTime: Infinity,
  });

/** Restores a revision: the page, the lists and the history are asked for again. */
export function useRestoreRevision(kind: WritingKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => restoreRevision(kind, id, revisionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: itemKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: itemListsKey(kind) });
    },
  });
}

/** Uploads one image for the item's body (docs/long-form.md, Images); answers its URL. Nothing cached changes. */
export function useUploadBodyImage(kind: WritingKind, id: string) {
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options?: UploadOptions }) => uploadBodyImage(kind, id, file, options),
  });
}
