import type { SearchSegment } from "@contract/search";

/** A title or snippet from the search, with the words that matched in <mark>: plain text pieces, never HTML. */
export function HighlightedText({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  );
}
