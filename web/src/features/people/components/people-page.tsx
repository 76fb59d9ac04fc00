import { OwnerOnly } from "@/components/owner-only";
import { usePageMeta } from "@/lib/render/page-meta";
import { BlockedDomainsForm } from "./blocked-domains-form";
import { FollowersList } from "./followers-list";
import "../people.css";

/** The owner's people page (issue 23): the site's fediverse followers, and the servers it blocks. */
export function PeoplePage() {
  usePageMeta({ title: "Fediverse followers", description: "The owner's fediverse followers and blocked domains." });
  return (
    <OwnerOnly refusal="Only the site owner can see the site's fediverse followers.">
      <div className="people">
        <header className="people__head">
          <p className="people__eyebrow">Owner</p>
          <h1 className="people__title">Fediverse followers</h1>
          <p className="people__intro">
            People on Mastodon and other fediverse servers who follow the site: your new items reach their timelines.
          </p>
        </header>
        <FollowersList />
        <BlockedDomainsForm />
      </div>
    </OwnerOnly>
  );
}
