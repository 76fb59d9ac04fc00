import { SUBSCRIPTION_API_PATHS, unsubscribePagePath } from "../../contract/subscriptions";

/**
 * A mail's two unsubscribe addresses for one token: the one-click address of the List-Unsubscribe header, which
 * mailbox providers POST to (RFC 8058), and the page a person's click opens, which asks before it POSTs.
 */
export const unsubscribeLinks = (origin: string, token: string) => ({
  oneClick: `${origin}${SUBSCRIPTION_API_PATHS.unsubscribe(token)}`,
  page: `${origin}${unsubscribePagePath(token)}`,
});
