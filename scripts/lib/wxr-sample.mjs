// A WordPress export (WXR 1.2) of a made-up blog, as WordPress writes one (Tools → Export): for the import bench
// (scripts/bench-import.mjs). Posts of a few hundred words with a code block, categories, tags, approved comments, and
// on every `imageEvery`-th post a featured image (an attachment) served from `imageOrigin`.

const WXR_NAMESPACES = [
  'xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"',
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:wfw="http://wellformedweb.org/CommentAPI/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:wp="http://wordpress.org/export/1.2/"',
].join(" ");

const cdata = (text) => `<![CDATA[${String(text).split("]]>").join("]]]]><![CDATA[>")}]]>`;
const pad = (number) => String(number).padStart(2, "0");
const wpDate = (date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

const WORDS = "the site keeps every post readable quick light and honest while readers on slow phones still get words first".split(" ");
const paragraph = (seed, words) => Array.from({ length: words }, (_, index) => WORDS[(seed * 7 + index * 3) % WORDS.length]).join(" ");

function body(index) {
  const paragraphs = Array.from({ length: 6 }, (_, each) => paragraph(index + each, 50));
  // As WordPress stores it: paragraphs apart by blank lines, no <p>, a block comment, some markup.
  return [
    "<!-- wp:paragraph -->",
    `${paragraphs[0]} <strong>bold words</strong> and <a href="https://example.com/${index}">a link</a>.`,
    "<!-- /wp:paragraph -->",
    "",
    paragraphs[1],
    "",
    `<h2>Part ${index}</h2>`,
    "",
    paragraphs[2],
    "",
    `<pre><code class="language-js">const post = ${index};\nconsole.log(post * 2);</code></pre>`,
    "",
    paragraphs.slice(3).join("\n\n"),
  ].join("\n");
}

function comment(postIndex, number) {
  const date = new Date(Date.UTC(2024, 0, 1) + postIndex * 3_600_000 + number * 60_000);
  return `<wp:comment><wp:comment_id>${postIndex * 10 + number}</wp:comment_id><wp:comment_author>${cdata(`Reader ${number}`)}</wp:comment_author><wp:comment_author_email>${cdata(`reader${number}@example.com`)}</wp:comment_author_email><wp:comment_author_url>https://reader${number}.example</wp:comment_author_url><wp:comment_date>${wpDate(date)}</wp:comment_date><wp:comment_date_gmt>${wpDate(date)}</wp:comment_date_gmt><wp:comment_content>${cdata(`Comment ${number} on post ${postIndex}: ${paragraph(number, 20)}`)}</wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>`;
}

/** The export's text, with `posts` posts. */
export function wxrOfPosts({ posts, imageEvery = 10, imageOrigin = "http://127.0.0.1:9", site = "https://bench.example" }) {
  const items = [];
  for (let index = 1; index <= posts; index += 1) {
    const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000);
    const slug = `bench-post-${index}`;
    const link = `${site}/${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${slug}/`;
    const attachmentId = 100_000 + index;
    const withImage = imageEvery > 0 && index % imageEvery === 0;
    items.push(
      [
        "<item>",
        `<title>${cdata(`Bench post ${index}`)}</title>`,
        `<link>${link}</link>`,
        `<pubDate>${date.toUTCString()}</pubDate>`,
        `<dc:creator>${cdata("admin")}</dc:creator>`,
        `<guid isPermaLink="false">${site}/?p=${index}</guid>`,
        "<description></description>",
        `<content:encoded>${cdata(body(index))}</content:encoded>`,
        `<excerpt:encoded>${cdata("")}</excerpt:encoded>`,
        `<wp:post_id>${index}</wp:post_id>`,
        `<wp:post_date>${cdata(wpDate(date))}</wp:post_date>`,
        `<wp:post_date_gmt>${cdata(wpDate(date))}</wp:post_date_gmt>`,
        `<wp:comment_status>${cdata("open")}</wp:comment_status>`,
        `<wp:post_name>${cdata(slug)}</wp:post_name>`,
        `<wp:status>${cdata(index % 50 === 0 ? "draft" : "publish")}</wp:status>`,
        "<wp:post_parent>0</wp:post_parent>",
        "<wp:menu_order>0</wp:menu_order>",
        `<wp:post_type>${cdata("post")}</wp:post_type>`,
        `<category domain="category" nicename="technology">${cdata("Technology")}</category>`,
        `<category domain="post_tag" nicename="bench">${cdata("bench")}</category>`,
        withImage ? `<wp:postmeta><wp:meta_key>${cdata("_thumbnail_id")}</wp:meta_key><wp:meta_value>${cdata(attachmentId)}</wp:meta_value></wp:postmeta>` : "",
        comment(index, 1),
        index % 3 === 0 ? comment(index, 2) : "",
        "</item>",
      ].join("\n"),
    );
    if (withImage) {
      items.push(
        [
          "<item>",
          `<title>${cdata(`Cover ${index}`)}</title>`,
          `<wp:post_id>${attachmentId}</wp:post_id>`,
          `<wp:post_date>${cdata(wpDate(date))}</wp:post_date>`,
          `<wp:post_date_gmt>${cdata(wpDate(date))}</wp:post_date_gmt>`,
          `<wp:post_name>${cdata(`cover-${index}`)}</wp:post_name>`,
          `<wp:status>${cdata("inherit")}</wp:status>`,
          `<wp:post_parent>${index}</wp:post_parent>`,
          `<wp:post_type>${cdata("attachment")}</wp:post_type>`,
          `<wp:attachment_url>${cdata(`${imageOrigin}/cover-${index}.png`)}</wp:attachment_url>`,
          `<wp:postmeta><wp:meta_key>${cdata("_wp_attachment_image_alt")}</wp:meta_key><wp:meta_value>${cdata(`Cover of post ${index}`)}</wp:meta_value></wp:postmeta>`,
          "</item>",
        ].join("\n"),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    `<rss version="2.0" ${WXR_NAMESPACES}>`,
    "<channel>",
    `<title>Bench blog</title><link>${site}</link><description>A made-up blog</description><language>en-US</language>`,
    `<wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}</wp:base_site_url><wp:base_blog_url>${site}</wp:base_blog_url>`,
    `<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata("admin")}</wp:author_login><wp:author_email>${cdata("admin@bench.example")}</wp:author_email><wp:author_display_name>${cdata("Bench Author")}</wp:author_display_name></wp:author>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
