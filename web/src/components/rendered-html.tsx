// Its own stylesheet, linked only where a body shows: the site's one stylesheet (vite.config.ts) would otherwise
// carry it to every page.
import stylesheet from "./rendered-html.css?url";

/**
 * The one place the site sets raw HTML (DESIGN.md, Long-form bodies; docs/long-form.md): an article's or blog's
 * long-form body, which the server rendered from the owner's Markdown when it was saved and sanitized with an
 * allow-list (functions/src/long-form/render-markdown.ts, tested against the XSS payloads). Only HTML from that
 * renderer may come here: the item's `bodyHtml` and the editor's preview answer, both from the API.
 */
export function RenderedHtml({ html, className, label }: { html: string; className?: string; label?: string }) {
  return (
    <>
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      <div
        className={className ? `long-form ${className}` : "long-form"}
        aria-label={label}
        // eslint-disable-next-line no-restricted-syntax -- the server's sanitized render, the one exception DESIGN.md allows
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
