import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FactorProof } from "@contract/security";
import {
  addPasskey,
  confirmTotp,
  fetchSecurity,
  passkeyRegistrationOptions,
  remakeRecoveryCodes,
  removePasskey,
  removeTotp,
  renamePasskey,
  startTotp,
  stepUp,
  stepUpOptions,
} from "@/api/security";
import { makePasskey, provePasskey } from "../lib/passkey-ceremony";

export const securityQueryOptions = () => queryOptions({ queryKey: ["security"], queryFn: fetchSecurity });

/** Every change of factors refreshes the Security section. */
function useSecurityMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityQueryOptions().queryKey }),
  });
}

export const useStartTotp = () => useSecurityMutation(() => startTotp());
export const useConfirmTotp = () => useSecurityMutation((code: string) => confirmTotp(code));
export const useRemoveTotp = () => useSecurityMutation(() => removeTotp());
export const useRemakeRecoveryCodes = () => useSecurityMutation(() => remakeRecoveryCodes());
export const useRenamePasskey = () => useSecurityMutation(({ id, name }: { id: string; name: string }) => renamePasskey(id, name));
export const useRemovePasskey = () => useSecurityMutation((id: string) => removePasskey(id));

/** Asks the server for a challenge, lets the browser make the passkey, and sends it back under its name. */
export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const { challengeId, options } = await passkeyRegistrationOptions();
    const credential = await makePasskey(options);
    return addPasskey(name, challengeId, credential);
  });

/** Proves a factor again on this session: a code, a recovery code, or a passkey (ceremony included). */
export const useStepUp = () =>
  useSecurityMutation(async (proof: FactorProof | "passkey") => {
    if (proof !== "passkey") return stepUp(proof);
    const { challengeId, options } = await stepUpOptions();
    return stepUp({ passkey: { challengeId, credential: await provePasskey(options) } });
  });
