import { queryOptions } from "@tanstack/react-query";

/** The one query of the floor app: the least a page that reads the API with React Query carries. */
export const greetingQuery = queryOptions({
  queryKey: ["greeting"],
  queryFn: async (): Promise<{ text: string }> => {
    const response = await fetch("/api/greeting");
    if (!response.ok) throw new Error(`GET /api/greeting answered ${response.status}`);
    return (await response.json()) as { text: string };
  },
});
