// The site as machines read it (issue 36) against the real stack, through Hosting: each public item's Markdown at its
// address with `.md` and by `Accept: text/markdown`, linked from its page; nothing of a draft; and llms.txt listing
// the public items with links to their Markdown.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postBlog } from "../support/items";
import { adminDb, owner, sessionCookieFor, siteUrl } from "../support/stack";

let ownerCookie = "";
const made: string[] = [];
const word = `mdx${randomBytes(4).toString("hex")}`;
let published = "";
let draft = "";

const BODY = ["## Why it matters", "", "```ts", "const ttl = 30;", "```", ""].join("\n");

async function createBlog(fields: Record<string, string>): Promise<string> {
  const answer = await postBlog({ ...fields, mainImgAlt: "A tiny square" }, ownerCookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body._id);
  return answer.body._id;
}

async function fetchRaw(path: string, accept?: string) {
  const response = await fetch(`${siteUrl}${path}`, { headers: accept ? { Accept: accept } : {} });
  return { status: response.status, type: response.headers.get("content-type") ?? "", link: response.headers.get("link") ?? "", text: await response.text() };
}

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  published = await createBlog({
    title: `Markdown ${word}`,
    category: "Technology",
    firstParagraph: "Made with (React) and =https://vitejs.dev<Vite>.\\n# not a heading",
    secondParagraph: "The second paragraph.",
    body: BODY,
  });
  draft = await createBlog({ title: `Draft ${word}`, category: "Technology", firstParagraph: "Not yet.", status: "draft" });
}, 60_000);

afterAll(async () => {
  await Promise.all(made.map((id) => adminDb.recursiveDelete(adminDb.collection("blogs").doc(id))));
});

describe("an item's Markdown", () => {
  it("is served at its address with .md: front matter, the paragraphs in Markdown, then the body as written", async () => {
    const answer = await fetchRaw(`/blogs/${published}.md`);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/markdown; charset=utf-8/);
    const [, head = "", text = ""] = answer.text.split(/^---$/m);
    expect(head).toContain(`title: "Markdown ${word}"`);
    expect(head).toContain('kind: "blogs"');
    expect(head).toContain(`url: "${siteUrl}/blogs/${published}"`);
    expect(head).toContain('categories: ["Technology"]');
    expect(head).toMatch(/^date: "\d{4}-\d\d-\d\dT/m);
    expect(text).toContain("Made with **React** and [Vite](https://vitejs.dev/).\\\n\\# not a heading");
    expect(text).toMatch(/!\[A tiny square\]\(http[^)]+\)/);
    expect(text).toContain("The second paragraph.");
    expect(text.trimEnd().endsWith(BODY.trimEnd())).toBe(true);
  });

  it("is the answer to Accept: text/markdown at the page's own address, which links to it", async () => {
    const negotiated = await fetchRaw(`/blogs/${published}`, "text/markdown");
    expect(negotiated.status).toBe(200);
    expect(negotiated.type).toMatch(/^text\/markdown/);
    expect(negotiated.text).toBe((await fetchRaw(`/blogs/${published}.md`)).text);
    const page = await fetchRaw(`/blogs/${published}`, "text/html");
    expect(page.type).toMatch(/^text\/html/);
    // Beside the Markdown, the page names its webmention endpoint (issue 37).
    expect(page.link).toBe(`<${siteUrl}/blogs/${published}.md>; rel="alternate"; type="text/markdown", <${siteUrl}/webmention>; rel="webmention"`);
  });

  it("says nothing of a draft, an unknown item or a bad address", async () => {
    for (const path of [`/blogs/${draft}.md`, "/blogs/nosuchitem000000000.md", "/blogs/__proto__.md", "/blogs/.md"]) {
      const answer = await fetchRaw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain("Not yet.");
    }
    expect((await fetchRaw(`/blogs/${draft}`, "text/markdown")).status).toBe(404);
  });
});

describe("llms.txt", () => {
  it("names the site and lists public items with links to their Markdown, and no draft", async () => {
    // Kept a short while by the instance (services/public-read-cache.ts), as the sitemap is.
    await expect
      .poll(async () => (await fetchRaw(`/llms.txt?${Date.now()}`)).text, { timeout: 40_000, interval: 2_000 })
      .toContain(`- [Markdown ${word}](${siteUrl}/blogs/${published}.md): Made with React and Vite.`);
    const answer = await fetchRaw("/llms.txt");
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/markdown/);
    expect(answer.text).toMatch(/^# DevFolio\n\n> /);
    expect(answer.text).toContain("\n## Blogs\n");
    expect(answer.text).not.toContain(`Draft ${word}`);
    expect(answer.text).toContain(`${siteUrl}/sitemap.xml`);
  });
});
