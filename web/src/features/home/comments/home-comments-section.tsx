import { useQuery } from "@tanstack/react-query";
import type { HomeComment } from "@contract/community";
import { useViewer, type Viewer } from "@/lib/data/auth";
import { homeCommentsQueryOptions } from "../api/home-comments-queries";
import { HomeCommentForm } from "./home-comment-form";
import { HomeCommentItem } from "./home-comment-item";
import { FIRST_COMMENTS, FoldedList } from "../components/folded-list";
import { HomeSection } from "../components/home-section";

/** The home page's own comments (SPEC section 5), newest first, each with its replies. */
function HomeCommentList() {
  const viewer = useViewer();
  const { data, isPending, isError } = useQuery(homeCommentsQueryOptions());
  if (isPending) return <p role="status" className="home-state">Loading...</p>;
  if (isError) return <p role="alert" className="home-state home-state--error">Error fetching comments</p>;
  if (data.length === 0) return <p className="home-state">No comments yet.</p>;
  return (
    <FoldedList
      entries={data}
      shown={FIRST_COMMENTS}
      label="Comments"
      noun={["comment", "comments"]}
      renderList={(comments, label) => <CommentThreads comments={comments} viewer={viewer} label={label} />}
    />
  );
}

function CommentThreads({ comments, viewer, label }: { comments: readonly HomeComment[]; viewer: Viewer; label?: string }) {
  return (
    <ul className="community-list home-comments" aria-label={label}>
      {comments.map((comment) => (
        <li key={comment._id}>
          <HomeCommentItem comment={comment} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's Comments section: comments about the site, not about an item (components/comments-section.tsx). */
export function HomeCommentsSection() {
  return (
    <HomeSection
      id="comments"
      eyebrow="Community"
      title="Comments"
      intro="Join the conversation: leave a comment about the site and reply to what others have shared."
    >
      <div className="community-stack">
        <HomeCommentForm />
        <HomeCommentList />
      </div>
    </HomeSection>
  );
}
