import { lazy, Suspense } from "react";
import type { ShortPostKind } from "@contract/item-kinds";
import { ItemListPage } from "@/components/item-list-page";
import { NewItemSection } from "@/components/new-item-section";
import { useViewer } from "@/lib/data/auth";
import { ShortPostCard } from "./short-post-card";
import { NOT_AUTHORIZED_TO_POST } from "./not-authorized";
import "../short-posts.css";

// The owner's form loads when the owner opens it, so a reader's list does not carry it (the first-load budget).
const ShortPostForm = lazy(() => import("./short-post-form").then((module) => ({ default: module.ShortPostForm })));

/** /random-posts and /did-you-know: the list of every kind as a feed, with New post for signed-in visitors. */
export function ShortPostsPage({ kind }: { kind: ShortPostKind }) {
  const { loggedIn, isOwner, username } = useViewer();
  // Until the profile answers, a signed-in visitor may still turn out to be the owner.
  const identityKnown = username !== null;

  // Signed-in visitors see the button; only the owner gets the form (the API refuses everyone else too).
  const mayPost = () => {
    if (!isOwner) window.alert(NOT_AUTHORIZED_TO_POST);
    return isOwner;
  };

  return (
    <ItemListPage
      kind={kind}
      narrow
      gridClass="short-posts-feed"
      ownerBar={
        loggedIn ? (
          <NewItemSection
            className="short-posts-owner"
            label="Create a post"
            buttonText="New post"
            disabled={!identityKnown}
            mayOpen={mayPost}
            renderForm={(onSaved) =>
              isOwner ? (
                <Suspense fallback={<p role="status">Loading the form...</p>}>
                  <ShortPostForm kind={kind} onSaved={onSaved} />
                </Suspense>
              ) : null
            }
          />
        ) : null
      }
      renderCard={(post) => <ShortPostCard kind={kind} post={post} />}
    />
  );
}
