import { useState } from "react";
import { toast } from "react-toastify";
import type { ShortPostKind } from "@contract/item-kinds";
import { ItemListPage } from "@/components/item-list-page";
import { useViewer } from "@/lib/auth";
import { ShortPostCard } from "./short-post-card";
import { NOT_AUTHORIZED_TO_POST, ShortPostForm } from "./short-post-form";
import "../short-posts.css";

/** /random-posts and /did-you-know: the list of every kind as a feed, with New post for signed-in visitors. */
export function ShortPostsPage({ kind }: { kind: ShortPostKind }) {
  const { loggedIn, isOwner, username } = useViewer();
  // Until the profile answers, a signed-in visitor may still turn out to be the owner.
  const identityKnown = username !== null;
  const [posting, setPosting] = useState(false);

  // Signed-in visitors see the button; only the owner gets the form (the API refuses everyone else too).
  const startPost = () => {
    if (!isOwner) {
      window.alert(NOT_AUTHORIZED_TO_POST);
      return;
    }
    setPosting(!posting);
  };

  return (
    <ItemListPage
      kind={kind}
      classPrefix="short-posts"
      gridClass="short-posts-feed"
      ownerBar={
        loggedIn ? (
          <section className="short-posts-owner" aria-label="Create a post">
            <button type="button" className="button button--primary" aria-expanded={posting} disabled={!identityKnown} onClick={startPost}>
              {posting ? "Close the form" : "New post"}
            </button>
            {posting && isOwner ? (
              <ShortPostForm
                kind={kind}
                onSaved={(post) => {
                  setPosting(false);
                  toast.success(`"${post.title}" is published.`);
                }}
              />
            ) : null}
          </section>
        ) : null
      }
      renderCard={(post) => <ShortPostCard kind={kind} post={post} />}
    />
  );
}
