import { NetworkError } from "@/api/client";

/**
 * SPEC section 7, the one copy of the rule: a page whose first load failed goes to /404 when the server could not be
 * reached, and to /error when it answered with a failure.
 */
export const loadFailurePath = (error: unknown): "/404" | "/error" => (error instanceof NetworkError ? "/404" : "/error");
