import { z } from "zod";
import { isMailList, POST_CHOICES, SUBSCRIPTION_MESSAGES, type PostChoice } from "./subscriptions";

/** PUT /api/subscriptions: the member's whole choice. The owner's digest flag is optional (members have none). */
export const subscriptionsRequestSchema = z.object({
  posts: z
    .array(z.string().max(40), { error: SUBSCRIPTION_MESSAGES.unknownKind })
    .max(POST_CHOICES.length, { error: SUBSCRIPTION_MESSAGES.unknownKind })
    .refine((posts) => posts.every((each) => (POST_CHOICES as readonly string[]).includes(each)), { error: SUBSCRIPTION_MESSAGES.unknownKind })
    .transform((posts) => [...new Set(posts)] as PostChoice[]),
  replies: z.boolean({ error: "Say whether to email you replies (true or false)." }),
  moderationDigest: z.boolean({ error: "Say whether to email you the moderation digest (true or false)." }).optional(),
});
export type SubscriptionsRequest = z.infer<typeof subscriptionsRequestSchema>;

export const subscriptionsAnswerSchema = z.object({
  success: z.literal(true),
  subscriptions: z.object({ posts: z.array(z.enum(POST_CHOICES as [PostChoice, ...PostChoice[]])), replies: z.boolean(), moderationDigest: z.boolean() }),
  message: z.string(),
});

export const unsubscribeAnswerSchema = z.object({
  success: z.literal(true),
  state: z.enum(["ready", "done", "gone"]),
  list: z.string().refine(isMailList),
  label: z.string(),
  message: z.string(),
});
