import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, SIGNUP_MESSAGES, USERNAME_PATTERN } from "./account-rules";

// The rules of site.config.json at the repository root: the one file a new owner edits (docs/site-config.md).
// Checked when the web is built (web/prerender.mjs) and when the api function loads (functions/src/config.ts),
// so a wrong field stops the build or the deploy with its name instead of shipping a broken page.
// Web code never imports this module: it would pull zod into every page. It reads the JSON's parts directly.

const text = (max: number) => z.string().trim().min(1, "Must not be empty.").max(max, `At most ${max} characters.`);

// Links leave the site: only addresses a browser opens as a page or a mail, never javascript: or data:.
// Linear, like EMAIL_PATTERN: the part before the first dot holds no dot, so there is one split to try (the form
// with two runs sharing the dots took 0.9 s on "http://a" + 30,000 dots).
const LINK_PATTERN = /^(https?:\/\/[^\s/][^\s/.]*\.\S+|mailto:[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+)$/i;
// Tawk.to ids are letters and digits (the two path parts of https://embed.tawk.to/<property id>/<widget id>).
const TAWK_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export const siteConfigSchema = z.strictObject({
  // Points editors at site.config.schema.json (written from this schema), for completion and checks while typing.
  $schema: z.string().optional(),
  site: z.strictObject({
    name: text(40).describe('In every page title ("DevFolio | Projects"), the header, sidebar, footer, feeds and email subjects.'),
    description: text(300).describe("The footer's text and the description of every page without its own (about 150 characters)."),
  }),
  owner: z.strictObject({
    name: text(60).describe("The owner's name as visitors see it: hero, sidebar, footer, social links, JSON-LD author."),
  }),
  // The account the API treats as the owner; kept apart from `owner` so the web never ships the email. The username
  // is public anyway, as the site's fediverse handle (@username@host): the web build takes that one field alone
  // (web/build/site-handle.ts), never the whole object.
  ownerAccount: z.strictObject({
    username: z
      .string()
      .regex(USERNAME_PATTERN, SIGNUP_MESSAGES.username)
      .describe("Reserved for the owner: 5-20 lowercase letters and digits. Public as the fediverse handle @username@host."),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, SIGNUP_MESSAGES.email)
      .regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email)
      .describe("Who signs up with the username and this email is the owner; contact messages are mailed here."),
  }),
  hero: z.strictObject({
    greeting: text(120).describe("The small line above the home page's title."),
    title: text(80).describe("The home page's main heading; the owner's name in it is highlighted."),
    subtitle: text(300).describe("The paragraph under the title."),
    typedTexts: z
      .array(text(80))
      .min(1, "Give at least one typed text.")
      .max(5, "At most 5 typed texts.")
      .describe("Lines typed one character at a time, in turn."),
  }),
  about: z.strictObject({
    title: text(80),
    intro: text(300),
    paragraphs: z.array(text(1200)).min(1, "Give at least one paragraph.").max(6, "At most 6 paragraphs."),
    skills: z
      .array(z.strictObject({ title: text(40), items: z.array(text(40)).min(1).max(12) }))
      .max(6, "At most 6 skill groups.")
      .describe("Skill groups beside the story; [] hides the list."),
  }),
  socialLinks: z
    .array(
      z.strictObject({
        label: text(40),
        url: z
          .string()
          .trim()
          .regex(LINK_PATTERN, "Must be an http(s):// address or mailto:name@example.com.")
          .describe("https://... or mailto:...; the icon follows the address (GitHub, LinkedIn, X, mail, else a globe)."),
      }),
    )
    .max(8, "At most 8 social links.")
    .refine((links) => new Set(links.map((link) => link.url)).size === links.length, "Each link must have its own address."),
  chat: z
    .strictObject({
      tawkPropertyId: z
        .union([z.literal(""), z.string().regex(TAWK_ID_PATTERN, "Letters and digits only.")])
        .describe('From Tawk\'s embed code, https://embed.tawk.to/<property id>/<widget id>; "" means no chat.'),
      tawkWidgetIds: z
        .array(z.string().regex(TAWK_ID_PATTERN, "Letters and digits only."))
        .max(4)
        .describe("One script per widget id; needed when the property id is set."),
    })
    .refine((chat) => !chat.tawkPropertyId || chat.tawkWidgetIds.length > 0, {
      message: 'With a Tawk property id, give its widget id(s) too (for example ["default"]).',
      path: ["tawkWidgetIds"],
    }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The schema as JSON Schema, the content of site.config.schema.json (scripts/site-config-schema.mjs writes it). */
export function siteConfigJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(siteConfigSchema, { io: "input" });
  return { $schema, title: "site.config.json (docs/site-config.md)", ...schema };
}

/** The config, or an error naming every wrong field, e.g. "ownerAccount.email: Invalid email format.". */
export function parseSiteConfig(value: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(value, {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "Missing: this field is required." : undefined),
  });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(the file)"}: ${issue.message}`);
  throw new Error(`site.config.json is not valid:\n${problems.join("\n")}\nSee docs/site-config.md for every field.`);
}
