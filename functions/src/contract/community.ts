import { z } from "zod";
import { RATING_MAX, RATING_MIN, TEXT_LIMITS } from "./limits";

export const reviewSchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  text: z.string(),
  status: z.enum(["pending", "approved"]),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

export const reviewRequestSchema = z.object({
  rating: z.coerce
    .number({ error: "Rating is required." })
    .int("Rating must be a whole number from 1 to 5.")
    .min(RATING_MIN, "Rating must be from 1 to 5.")
    .max(RATING_MAX, "Rating must be from 1 to 5."),
  text: z.string({ error: "Review text is required." }).trim().min(1, "Review text is required.").max(TEXT_LIMITS.reviewText),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(["pending", "seen"]),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.array(reportSchema);

export const reportRequestSchema = z.object({
  subject: z.string({ error: "Subject is required." }).trim().min(1, "Subject is required.").max(TEXT_LIMITS.reportSubject),
  description: z
    .string({ error: "Description is required." })
    .trim()
    .min(1, "Description is required.")
    .max(TEXT_LIMITS.reportDescription),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const replySchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const homeCommentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type HomeComment = z.infer<typeof homeCommentSchema>;
export const homeCommentListSchema = z.array(homeCommentSchema);

export const replyRequestSchema = z.object({
  text: z.string({ error: "Please enter a reply" }).trim().min(1, "Please enter a reply").max(TEXT_LIMITS.comment),
});

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);

export const contactRequestSchema = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(TEXT_LIMITS.title),
  email: z.email({ error: "Invalid email format." }),
  subject: z.string({ error: "Subject is required." }).trim().min(1, "Subject is required.").max(TEXT_LIMITS.reportSubject),
  message: z.string({ error: "Message is required." }).trim().min(1, "Message is required.").max(TEXT_LIMITS.contactMessage),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
