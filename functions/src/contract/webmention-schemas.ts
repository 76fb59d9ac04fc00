import { z } from "zod";
import { WEBMENTION_LIMITS, WEBMENTION_MESSAGES } from "./webmentions";

const webUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(WEBMENTION_LIMITS.urlLength, message)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), message);

/** POST /webmention (application/x-www-form-urlencoded, W3C Webmention 3.2): `source` and `target`. */
export const webmentionRequestSchema = z
  .object({ source: webUrl(WEBMENTION_MESSAGES.sourceInvalid), target: webUrl(WEBMENTION_MESSAGES.targetInvalid) })
  .refine((mention) => mention.source !== mention.target, { message: WEBMENTION_MESSAGES.sameUrl, path: ["source"] });
export type WebmentionRequest = z.infer<typeof webmentionRequestSchema>;
