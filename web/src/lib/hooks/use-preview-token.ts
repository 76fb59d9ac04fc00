import { useSearch } from "@tanstack/react-router";
import { previewTokenOf } from "@/lib/data/item-loader";

/** The preview token of the item page being shown, for its queries (issue 22); undefined on an ordinary visit. */
export const usePreviewToken = (): string | undefined => previewTokenOf(useSearch({ strict: false }));
