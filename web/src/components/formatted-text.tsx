import { Fragment } from "react";
import { parseMarkup } from "@contract/markup";

/** A description in the site's markup, as one paragraph of React elements (never raw HTML). */
export function FormattedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {parseMarkup(text).map((node, index) => {
        switch (node.type) {
          case "br":
            return <br key={index} />;
          case "strong":
            return <strong key={index}>{node.text}</strong>;
          case "link":
            return (
              <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {node.label}
              </a>
            );
          default:
            return <Fragment key={index}>{node.text}</Fragment>;
        }
      })}
    </p>
  );
}
