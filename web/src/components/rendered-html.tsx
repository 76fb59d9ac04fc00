import "./rendered-html.css";

/**
 * The one place the site sets raw HTML (DESIGN.md, Long-form bodies; docs/long-form.md): an article's or blog's
 * long-form body, which the server rendered from the owner's Markdown when it was saved and sanitized with an
 * allow-list (functions/src/long-form/render-markdown.ts, tested against the XSS payloads). Only HTML from that
 * renderer may come here: the item's `bodyHtml` and the editor's preview answer, both from the API.
 */
export function RenderedHtml({ html, className, label }: { html: string; className?: string; label?: string }) {
  return (
    <div
      className={className ? `long-form ${className}` : "long-form"}
      aria-label={label}
      // eslint-disable-next-line no-restricted-syntax -- the server's sanitized render, the one exception DESIGN.md allows
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
