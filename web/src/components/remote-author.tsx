import type { RemoteAuthor } from "@contract/fediverse-schemas";
import { remoteAvatarSrc, remoteProfileHref } from "@/lib/utils/remote-author";
import { Avatar } from "./avatar";
import "./remote-author.css";

/** Where a fediverse author comes from: what their own server said about them (fediverse-schemas.ts). */
type Author = Pick<RemoteAuthor, "name" | "handle" | "url" | "avatar" | "server">;

/** Their avatar when it is https, the site's default one otherwise. */
export function RemoteAvatar({ author, size }: { author: Pick<Author, "avatar">; size?: number }) {
  return <Avatar src={remoteAvatarSrc(author.avatar)} alt="" size={size} />;
}

/**
 * Their name and handle; the handle links to their profile on their server, as user content (DESIGN.md rule 4).
 * A profile that is no http(s) page is not linked.
 */
export function RemoteAuthorName({ author }: { author: Author }) {
  const href = remoteProfileHref(author.url);
  return (
    <span className="remote-author">
      {author.name ? <strong className="remote-author__name">{author.name}</strong> : null}{" "}
      {href ? (
        <a className="remote-author__handle" href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {author.handle}
        </a>
      ) : (
        <span className="remote-author__handle">{author.handle}</span>
      )}
    </span>
  );
}

/** The small "via mastodon.example" beside a fediverse author. */
export function ViaServer({ server }: { server: string }) {
  return server ? <span className="remote-author__via">via {server}</span> : null;
}
