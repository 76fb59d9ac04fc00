import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { PAYLOADS } from "../../../tests/support/xss-payloads";
import { FIXTURES } from "./commonmark-fixtures";
import { renderMarkdown } from "./render-markdown";

const render = async (markdown: string) => (await renderMarkdown(markdown)).html;

describe("the long-form renderer against the CommonMark and GFM examples that apply", () => {
  it.each(FIXTURES)("$spec, $section: $markdown", async ({ markdown, html: expected }) => {
    expect((await render(markdown)).trim()).toBe(expected);
  });
});

describe("what the renderer adds", () => {
  it("starts headings one level below the page's title, with an id and an anchor to it", async () => {
    expect(await render("# Getting started")).toBe(
      '<h2 id="getting-started">Getting started<a class="heading-anchor" aria-label="Link to this section" href="#getting-started">#</a></h2>',
    );
  });

  it("gives a long post its contents, linking each section, and a short one none", async () => {
    const long = await render("## One\n\ntext\n\n## Two\n\n### Two and a half\n\n## Three\n");
    expect(long.startsWith('<nav class="long-form-toc" aria-label="Contents"><p class="toc-title">Contents</p><ol>')).toBe(true);
    expect(long).toContain('<li><a href="#one">One</a></li><li><a href="#two">Two</a></li><li class="toc-sub"><a href="#two-and-a-half">Two and a half</a></li><li><a href="#three">Three</a></li></ol></nav>');
    expect(await render("## One\n\n## Two\n")).not.toContain("<nav");
  });

  it("colours code at save in both themes, as CSS variables, and leaves an unknown language plain", async () => {
    const coloured = await render("```ts\nconst answer: number = 42;\n```\n\n```python\ndef f():\n    return 1\n```");
    expect(coloured).toContain('<pre class="shiki shiki-themes github-light github-dark"');
    expect(coloured).toContain('data-language="ts"');
    expect(coloured).toContain('data-language="python"');
    expect(coloured).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/i);
    expect(await render("```brainfuck\n+[<]\n```")).toBe('<pre><code class="language-brainfuck">+[&#x3C;]\n</code></pre>');
  });

  it("keeps footnotes' links and targets in step", async () => {
    const out = await render("A claim.[^source]\n\n[^source]: The source.");
    expect(out).toContain('<a href="#user-content-fn-source" id="user-content-fnref-source" data-footnote-ref');
    expect(out).toContain('<li id="user-content-fn-source">');
  });

  it("counts the words a reader reads, and gives their text for search", async () => {
    const rendered = await renderMarkdown("## Why caching\n\nThe **cache** keeps [pages](https://example.com) warm.\n\n```js\nwarm();\n```");
    expect(rendered.text).toBe("Why caching\n\nThe cache keeps pages warm.\n\nwarm();");
    expect(rendered.words).toBe(8);
    expect((await renderMarkdown("  \n")).html).toBe("");
  });
});

/**
 * Tags and attributes (as hast names them, so `onError` would be one) the renderer may write; anything else in the
 * output came from the author and is a failure.
 */
const TAGS = new Set(
  "a blockquote br code del div em h2 h3 h4 h5 h6 hr img input li nav ol p pre section span strong sup table tbody td th thead tr ul".split(" "),
);
const ATTRIBUTES = new Set(
  "href id className ariaLabel ariaDescribedBy dataFootnoteRef dataFootnoteBackref dataFootnotes dataLanguage src alt title loading decoding type checked disabled align style tabIndex".split(" "),
);
const SHIKI_STYLE = /^(--shiki-(light|dark)(-bg|-font-style|-font-weight|-text-decoration)?:(#[0-9a-f]{3,8}|italic|bold|underline|inherit);?)+$/i;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|[^:]*$)/i;

/** Every element of the output as a browser parses it, with its attributes as written. */
function elementsOf(out: string): Element[] {
  const found: Element[] = [];
  visit(fromHtml(out, { fragment: true }), "element", (node) => {
    found.push(node);
  });
  return found;
}

function expectInert(out: string) {
  for (const element of elementsOf(out)) {
    expect(TAGS, element.tagName).toContain(element.tagName);
    for (const [property, value] of Object.entries(element.properties)) {
      const attribute = property;
      expect(ATTRIBUTES, `${element.tagName} ${attribute}`).toContain(attribute);
      if (attribute === "href" || attribute === "src") expect(String(value), `${element.tagName} ${attribute}`).toMatch(SAFE_URL);
      if (attribute === "style") expect(String(value)).toMatch(SHIKI_STYLE);
    }
  }
}

describe("the sanitizer against the XSS test's payloads (e2e/xss.test.ts)", () => {
  const forms = (payload: string): [string, string][] => [
    ["raw HTML block", payload],
    ["raw HTML inline", `Before ${payload} after.`],
    ["heading", `# ${payload}\n\n## Two\n\n## Three`],
    ["emphasis", `**${payload}**`],
    ["link label", `[${payload}](https://example.com "${payload}")`],
    ["image alt", `![${payload}](https://example.com/a.png)`],
    ["code span", `\`${payload}\``],
    ["coloured code", `\`\`\`html\n${payload}\n\`\`\``],
    ["table cell", `| a |\n| - |\n| ${payload} |`],
    ["footnote", `Note[^1]\n\n[^1]: ${payload}`],
  ];
  const cases = PAYLOADS.flatMap((payload) => forms(payload).map(([form, markdown]) => ({ form, payload, markdown })));

  it.each(cases)("$form: $payload", async ({ markdown }) => {
    expectInert(await render(markdown));
  });

  it.each([
    "javascript:window.__xss=1",
    "JaVaScRiPt:window.__xss=1",
    "&#x6A;avascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>window.__xss=1</script>",
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "vbscript:msgbox(1)",
  ])("drops the link and image address %s", async (address) => {
    for (const markdown of [`[click](${address})`, `![img](${address})`, `[ref][x]\n\n[x]: ${address}`, `<${address}>`]) {
      const out = await render(markdown);
      expectInert(out);
      expect(out).not.toMatch(/(href|src)="[^"]*(script|data):/i);
    }
  });

  it("keeps the payloads' words as text a reader sees", async () => {
    expect(await render("Before <script>window.__xss=1</script> after.")).toBe("<p>Before window.__xss=1 after.</p>");
    expect(await render("`<img src=x onerror=alert(1)>`")).toBe("<p><code>&#x3C;img src=x onerror=alert(1)></code></p>");
  });
});

describe("images without a description", () => {
  it("are counted, so a save can refuse them; described ones are not", async () => {
    const counted = async (markdown: string) => (await renderMarkdown(markdown)).imagesWithoutAlt;
    expect(await counted("![A chart](https://example.com/a.png)")).toBe(0);
    expect(await counted("![](https://example.com/a.png)")).toBe(1);
    expect(await counted("Text ![  ](https://example.com/a.png) and [![](https://example.com/b.png)](https://example.com)")).toBe(2);
    expect(await counted("![][ref]\n\n[ref]: https://example.com/c.png")).toBe(1);
    expect(await counted("`![](https://example.com/in-code.png)`")).toBe(0);
  });
});

describe("uploaded body images", () => {
  it("get the width and height their name carries, so the page keeps their room; other images none", async () => {
    const uploaded = "http://127.0.0.1:9199/v0/b/demo/o/media%2Farticles%2Fa1%2Fabc-1280x720.webp?alt=media&token=t";
    expect(await render(`![A chart](${uploaded})`)).toBe(
      `<p><img src="${uploaded.replace("&", "&#x26;")}" alt="A chart" loading="lazy" decoding="async" width="1280" height="720"></p>`,
    );
    expect(await render("![Elsewhere](https://example.com/photo-1280x720.webp?x=1)")).toContain('width="1280" height="720"');
    const plain = await render("![A photo](https://example.com/photo.webp)");
    expect(plain).not.toContain("width=");
    expect(await render("![Too big](https://example.com/a-123456x2.webp)")).not.toContain("width=");
  });
});
