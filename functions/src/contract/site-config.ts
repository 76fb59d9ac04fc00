import { z } from "zod";
import { EMAIL_PATTERN, SIGNUP_MESSAGES, USERNAME_PATTERN } from "./account-rules";

// The rules of site.config.json at the repository root: the one file a new owner edits (docs/site-config.md).
// Checked when the web is built (web/prerender.mjs) and when the api function loads (functions/src/config.ts),
// so a wrong field stops the build or the deploy with its name instead of shipping a broken page.
// Web code never imports this module: it would pull zod into every page. It reads the JSON's parts directly.

const text = (max: number) => z.string().trim().min(1, "Must not be empty.").max(max, `At most ${max} characters.`);

// Links leave the site: only addresses a browser opens as a page or a mail, never javascript: or data:.
const LINK_PATTERN = /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;
// Tawk.to ids are letters and digits (the two path parts of https://embed.tawk.to/<property id>/<widget id>).
const TAWK_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const siteConfigSchema = z.strictObject({
  site: z.strictObject({
    name: text(40),
    description: text(300),
  }),
  owner: z.strictObject({
    name: text(60),
  }),
  // The account the API treats as the owner; kept apart from `owner` so the web never ships the email.
  ownerAccount: z.strictObject({
    username: z.string().regex(USERNAME_PATTERN, SIGNUP_MESSAGES.username),
    email: z.string().trim().regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email),
  }),
  hero: z.strictObject({
    greeting: text(120),
    title: text(80),
    subtitle: text(300),
    typedTexts: z.array(text(80)).min(1, "Give at least one typed text.").max(5, "At most 5 typed texts."),
  }),
  about: z.strictObject({
    title: text(80),
    intro: text(300),
    paragraphs: z.array(text(1200)).min(1, "Give at least one paragraph.").max(6, "At most 6 paragraphs."),
    skills: z
      .array(z.strictObject({ title: text(40), items: z.array(text(40)).min(1).max(12) }))
      .max(6, "At most 6 skill groups."),
  }),
  socialLinks: z
    .array(
      z.strictObject({
        label: text(40),
        url: z.string().trim().regex(LINK_PATTERN, "Must be an http(s):// address or mailto:name@example.com."),
      }),
    )
    .max(8, "At most 8 social links.")
    .refine((links) => new Set(links.map((link) => link.url)).size === links.length, "Each link must have its own address."),
  chat: z
    .strictObject({
      tawkPropertyId: z.union([z.literal(""), z.string().regex(TAWK_ID_PATTERN, "Letters and digits only.")]),
      tawkWidgetIds: z.array(z.string().regex(TAWK_ID_PATTERN, "Letters and digits only.")).max(4),
    })
    .refine((chat) => !chat.tawkPropertyId || chat.tawkWidgetIds.length > 0, {
      message: 'With a Tawk property id, give its widget id(s) too (for example ["default"]).',
      path: ["tawkWidgetIds"],
    }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The config, or an error naming every wrong field, e.g. "ownerAccount.email: Invalid email format.". */
export function parseSiteConfig(value: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(value, {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "Missing: this field is required." : undefined),
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(the file)"}: ${issue.message}`);
  throw new Error(`site.config.json is not valid:\n${problems.join("\n")}\nSee docs/site-config.md for every field.`);
}
