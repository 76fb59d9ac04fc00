import type { SessionClient } from "../services/accounts/sessions-service";
import type { ApiRequest } from "./router";

/** Where a sign-in comes from, as the profile's session list shows it: the browser's User-Agent and the address. */
export const clientOf = (request: ApiRequest): SessionClient => ({ userAgent: request.headers["user-agent"] ?? "", address: request.ip });
