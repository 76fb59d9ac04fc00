import { COMMENTING_DISABLED_MESSAGE } from "@contract/moderation";

/**
 * What a member whose commenting the owner turned off reads where a comment box would be (issue 32): told once,
 * plainly, rather than offered a form the server would refuse.
 */
export function CommentingDisabledNote({ className }: { className?: string }) {
  return <p className={className ? `commenting-disabled ${className}` : "commenting-disabled"}>{COMMENTING_DISABLED_MESSAGE}</p>;
}
