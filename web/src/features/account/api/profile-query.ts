import { queryOptions } from "@tanstack/react-query";
import { fetchProfile } from "@/api/profile";

/** The signed-in user; `success: false` means guest (SPEC section 4). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }) => fetchProfile(signal),
  });
