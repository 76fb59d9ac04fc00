import { remoteProfileHref } from "@/lib/utils/remote-author";
import "./remote-author.css";

/**
 * Beside the name of a comment an import brought (docs/import-export.md): it was written on the owner's old site, by
 * someone with no account here. Their own site is linked as user content (DESIGN.md rule 4) when they gave one.
 */
export function ImportedMark({ authorUrl }: { authorUrl: string }) {
  const href = remoteProfileHref(authorUrl);
  return (
    <span className="remote-author__via">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          imported
        </a>
      ) : (
        "imported"
      )}
    </span>
  );
}
