import { HomeSection } from "./home-section";

export function CommentsSection() {
  return (
    <HomeSection
      id="comments"
      eyebrow="Community"
      title="Comments"
      intro="Join the conversation: leave a comment about the site and reply to what others have shared."
    />
  );
}
