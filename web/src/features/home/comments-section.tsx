import { useQuery } from "@tanstack/react-query";
import { useViewer } from "@/lib/data/auth";
import { homeCommentsQueryOptions } from "./api/home-comments-queries";
import { CommentForm } from "./comment-form";
import { HomeCommentItem } from "./home-comment-item";
import { HomeSection } from "./home-section";

function CommentList() {
  const viewer = useViewer();
  const { data, isPending, isError } = useQuery(homeCommentsQueryOptions());
  if (isPending) return <p role="status" className="home-state">Loading...</p>;
  if (isError) return <p role="alert" className="home-state home-state--error">Error fetching comments</p>;
  if (data.length === 0) return <p className="home-state">No comments yet.</p>;
  return (
    <ul className="community-list home-comments" aria-label="Comments">
      {data.map((comment) => (
        <li key={comment._id}>
          <HomeCommentItem comment={comment} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

export function CommentsSection() {
  return (
    <HomeSection
      id="comments"
      eyebrow="Community"
      title="Comments"
      intro="Join the conversation: leave a comment about the site and reply to what others have shared."
    >
      <div className="community-stack">
        <CommentForm />
        <CommentList />
      </div>
    </HomeSection>
  );
}
