import { isDocumentId } from "../../contract/document-ids";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { markdownText } from "../../contract/markup-markdown";
import { markupText } from "../../contract/markup-html";
import { SITE_DESCRIPTION, SITE_NAME } from "../../contract/site";
import { siteOrigin } from "../../config";
import { VARY_ACCEPT } from "../../http/content-negotiation";
import type { Answer, ApiRequest, Handler } from "../../http/router";
import { sharedCacheHeadersFor } from "../../http/viewer";
import { publicItemMarkdown } from "../../services/items/item-markdown";
import { listListedItems } from "../../services/items/site-index";
import { documentAnswer } from "./feeds";

// The site as machines read it (issue 36): each public item as Markdown, and llms.txt (https://llmstxt.org) listing them.

export const MARKDOWN = "text/markdown; charset=utf-8";

/** The Markdown address of an item's page: its address with `.md`. */
export const markdownPathOf = (kind: ItemKind, id: string) => `${ITEM_KINDS[kind].pagePath}/${id}.md`;

/**
 * An item's page asked for as Markdown (its address with `.md`, or `Accept: text/markdown`): the public item as one
 * Markdown file with front matter; for anything a guest may not see, the 404 a guest gets.
 */
export async function itemMarkdownAnswer(kind: ItemKind, id: string, request: ApiRequest): Promise<Answer> {
  const markdown = isDocumentId(id) ? await publicItemMarkdown(kind, id, siteOrigin()) : null;
  if (markdown === null) return { status: 404, body: { success: false, message: ITEM_KINDS[kind].notFound }, headers: { ...VARY_ACCEPT } };
  return { body: null, document: { contentType: MARKDOWN, text: markdown }, headers: { ...VARY_ACCEPT, ...(await sharedCacheHeadersFor(request)) } };
}

// A lead in llms.txt is a line: the first words, on one line.
const LEAD_CHARS = 200;

function oneLine(lead: string): string {
  const words = markupText(lead).replace(/\s+/g, " ").trim();
  return words.length > LEAD_CHARS ? `${words.slice(0, LEAD_CHARS - 1).trimEnd()}…` : words;
}

/** GET /llms.txt: the site in Markdown for language models, each public item linked to its Markdown file. */
export const llmsTxtHandler: Handler = async (request) => {
  const origin = siteOrigin();
  const items = await listListedItems();
  const sections = ITEM_KIND_NAMES.map((kind) => {
    const entries = items
      .filter((item) => item.kind === kind)
      .map((item) => {
        const lead = oneLine(item.lead);
        return `- [${markdownText(item.title)}](${origin}${markdownPathOf(kind, item.id)})${lead ? `: ${markdownText(lead)}` : ""}`;
      });
    const heading = ITEM_KINDS[kind].pagePath.slice(1).replace(/-/g, " ");
    return entries.length > 0 ? `## ${heading[0]!.toUpperCase()}${heading.slice(1)}\n\n${entries.join("\n")}\n` : "";
  }).filter(Boolean);
  const text = [
    `# ${markdownText(SITE_NAME)}`,
    "",
    `> ${markdownText(SITE_DESCRIPTION)}`,
    "",
    `Each item below links to its Markdown; its page is the same address without \`.md\`.`,
    "",
    ...sections,
    "## Optional",
    "",
    `- [Sitemap](${origin}/sitemap.xml): every public page, with the date it last changed`,
    `- [Feed of everything](${origin}/feeds/all.json): the newest items in full, as JSON Feed`,
    "",
  ].join("\n");
  return documentAnswer(request, MARKDOWN, text);
};
