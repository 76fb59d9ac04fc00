import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FactorProof } from "@contract/security";
import { stepUp, stepUpOptions } from "@/api/security";
import { provePasskey } from "./passkey-ceremony";

/** The query of the profile's Security section, which every change of factors and every fresh proof refreshes. */
export const SECURITY_QUERY_KEY = ["security"] as const;

/**
 * Proves a factor again on this session: a code, a recovery code, or a passkey (ceremony included). Shared by the
 * profile and the owner's desk, whose "Delete for good" needs a proof less than 10 minutes old (issue 34).
 */
export function useStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: FactorProof | "passkey") => {
      if (proof !== "passkey") return stepUp(proof);
      const { challengeId, options } = await stepUpOptions();
      return stepUp({ passkey: { challengeId, credential: await provePasskey(options) } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }),
  });
}
