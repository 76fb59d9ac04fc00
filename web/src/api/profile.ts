import type { ProfileAnswer } from "@contract/users";
import { apiPaths } from "@contract/routes";
import { ApiError, callApi } from "./client";

const guest: ProfileAnswer = { success: false, user: null, message: "Not logged in." };

/** GET /api/profile: a 401 is not a failure here, it is the answer "guest". */
export async function fetchProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  try {
    return await callApi(apiPaths.profile, (s) => s.profileAnswerSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return guest;
    throw error;
  }
}
