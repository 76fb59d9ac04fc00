import { OwnerOnly } from "@/components/owner-only";
import { OwnerPageHeader } from "@/components/owner-page-header";
import { usePageMeta } from "@/lib/render/page-meta";
import { BlockedDomainsForm } from "./blocked-domains-form";
import { FediverseSettingsForm } from "./fediverse-settings-form";
import { FollowersList } from "./followers-list";
import "../people.css";

/** The owner's people page (issue 23): the site's fediverse followers, who may quote, the bridge to Bluesky, and the servers it blocks. */
export function PeoplePage() {
  usePageMeta({ title: "Fediverse followers", description: "The owner's fediverse followers and blocked domains." });
  return (
    <OwnerOnly refusal="Only the site owner can see the site's fediverse followers.">
      <div className="people">
        <OwnerPageHeader
          title="Fediverse followers"
          intro="People on Mastodon and other fediverse servers who follow the site: your new items reach their timelines."
        />
        <FollowersList />
        <FediverseSettingsForm />
        <BlockedDomainsForm />
      </div>
    </OwnerOnly>
  );
}
