import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactRequest } from "@contract/community";
import { sendContactMessage } from "@/api/contact";
import { contactMessagesQueryOptions, refreshModerationSummary } from "@/lib/data/moderation-queries";

/** POST /api/contact: answers no list, so the owner's inbox (if it is open here) is checked again. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ContactRequest) => sendContactMessage(message),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions().queryKey });
      refreshModerationSummary(queryClient);
    },
  });
}
