/**
 * Examples after the CommonMark spec and the GFM spec, section by section, whose expected HTML applies here as the
 * spec writes it: none uses raw HTML (dropped here), a heading (shifted one level, with an id and an anchor here) or
 * fenced code in a coloured language (Shiki's markup). Images gain loading="lazy" and decoding="async" here.
 */
export interface Fixture {
  spec: "commonmark" | "gfm";
  section: string;
  markdown: string;
  html: string;
}

export const FIXTURES: Fixture[] = [
  { spec: "commonmark", section: "Tabs", markdown: "\tfoo\tbaz\t\tbim\n", html: "<pre><code>foo\tbaz\t\tbim\n</code></pre>" },
  { spec: "commonmark", section: "Backslash escapes", markdown: "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~\n", html: "<p>!\"#$%&#x26;'()*+,-./:;&#x3C;=>?@[\\]^_`{|}~</p>" },
  { spec: "commonmark", section: "Thematic breaks", markdown: "***\n---\n___\n", html: "<hr>\n<hr>\n<hr>" },
  { spec: "commonmark", section: "Indented code blocks", markdown: "    a simple\n      indented code block\n", html: "<pre><code>a simple\n  indented code block\n</code></pre>" },
  { spec: "commonmark", section: "Fenced code blocks", markdown: "```\n<\n >\n```\n", html: "<pre><code>&#x3C;\n >\n</code></pre>" },
  { spec: "commonmark", section: "Paragraphs", markdown: "aaa\n\nbbb\n", html: "<p>aaa</p>\n<p>bbb</p>" },
  { spec: "commonmark", section: "Block quotes", markdown: "> bar\n> baz\n", html: "<blockquote>\n<p>bar\nbaz</p>\n</blockquote>" },
  { spec: "commonmark", section: "List items", markdown: "1.  A paragraph\n    with two lines.\n\n        indented code\n\n    > A block quote.\n", html: "<ol>\n<li>\n<p>A paragraph\nwith two lines.</p>\n<pre><code>indented code\n</code></pre>\n<blockquote>\n<p>A block quote.</p>\n</blockquote>\n</li>\n</ol>" },
  { spec: "commonmark", section: "Lists", markdown: "- foo\n- bar\n+ baz\n", html: "<ul>\n<li>foo</li>\n<li>bar</li>\n</ul>\n<ul>\n<li>baz</li>\n</ul>" },
  { spec: "commonmark", section: "Code spans", markdown: "`foo`\n", html: "<p><code>foo</code></p>" },
  { spec: "commonmark", section: "Emphasis", markdown: "*foo bar*\n", html: "<p><em>foo bar</em></p>" },
  { spec: "commonmark", section: "Emphasis", markdown: "**foo bar**\n", html: "<p><strong>foo bar</strong></p>" },
  { spec: "commonmark", section: "Links", markdown: "[link](/uri \"title\")\n", html: "<p><a href=\"/uri\" title=\"title\">link</a></p>" },
  { spec: "commonmark", section: "Links", markdown: "[foo][bar]\n\n[bar]: /url \"title\"\n", html: "<p><a href=\"/url\" title=\"title\">foo</a></p>" },
  { spec: "commonmark", section: "Images", markdown: "![foo](/url \"title\")\n", html: "<p><img src=\"/url\" alt=\"foo\" title=\"title\" loading=\"lazy\" decoding=\"async\"></p>" },
  { spec: "commonmark", section: "Autolinks", markdown: "<http://foo.bar.baz>\n", html: "<p><a href=\"http://foo.bar.baz\">http://foo.bar.baz</a></p>" },
  { spec: "commonmark", section: "Hard line breaks", markdown: "foo  \nbaz\n", html: "<p>foo<br>\nbaz</p>" },
  { spec: "gfm", section: "Tables", markdown: "| foo | bar |\n| --- | --- |\n| baz | bim |\n", html: "<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>" },
  { spec: "gfm", section: "Tables", markdown: "| abc | defghi |\n:-: | -----------:\nbar | baz\n", html: "<table>\n<thead>\n<tr>\n<th align=\"center\">abc</th>\n<th align=\"right\">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"center\">bar</td>\n<td align=\"right\">baz</td>\n</tr>\n</tbody>\n</table>" },
  { spec: "gfm", section: "Task list items", markdown: "- [ ] foo\n- [x] bar\n", html: "<ul class=\"contains-task-list\">\n<li class=\"task-list-item\"><input type=\"checkbox\" disabled> foo</li>\n<li class=\"task-list-item\"><input type=\"checkbox\" checked disabled> bar</li>\n</ul>" },
  { spec: "gfm", section: "Strikethrough", markdown: "~~Hi~~ Hello, ~there~ world!\n", html: "<p><del>Hi</del> Hello, <del>there</del> world!</p>" },
  { spec: "gfm", section: "Autolinks (extension)", markdown: "www.commonmark.org\n", html: "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>" },
  { spec: "gfm", section: "Autolinks (extension)", markdown: "Visit https://encrypted.google.com/search?q=Markup+(business)\n", html: "<p>Visit <a href=\"https://encrypted.google.com/search?q=Markup+(business)\">https://encrypted.google.com/search?q=Markup+(business)</a></p>" },
];
