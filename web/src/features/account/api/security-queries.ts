import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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
} from "@/api/security";
import { makePasskey } from "@/lib/security/passkey-ceremony";
import { SECURITY_QUERY_KEY } from "@/lib/security/step-up";

export const securityQueryOptions = () => queryOptions({ queryKey: SECURITY_QUERY_KEY, queryFn: fetchSecurity });

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
