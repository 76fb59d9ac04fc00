import { useMutation, useQueryClient } from "@tanstack/react-query";
import { uploadProfileImage } from "@/api/users";
import { profileQueryOptions } from "@/lib/data/auth";

/** POST /api/upload-profile-image: the profile is read again; whoever shows the image busts its own cache. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
