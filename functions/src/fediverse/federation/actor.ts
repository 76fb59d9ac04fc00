import type { Context } from "@fedify/fedify";
import { Endpoints, Image, Person, PropertyValue, PUBLIC_COLLECTION, Update } from "@fedify/vocab";
import { FieldValue } from "firebase-admin/firestore";
import { ownerName, siteDescription, siteOrigin, socialLinks } from "../../config";
import { escapeHtml } from "../../contract/markup-html";
import { db } from "../../firebase";
import { text } from "../../services/firestore-values";
import { findUid, USERS } from "../../services/accounts/users-service";
import { digest } from "../../services/secrets";
import { ownerIdentifier } from "./objects";

/** Mastodon shows at most four profile fields (more are dropped there), the site's own address first. */
const MAX_FIELDS = 4;

/**
 * A profile field linking `url`, with `rel="me"`: Mastodon marks it verified once the page linked names the
 * profile back with `rel="me"` (docs/fediverse.md, Interop facts).
 */
function linkField(name: string, url: string): PropertyValue {
  const shown = url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const value = `<a href="${escapeHtml(url)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(shown)}</a>`;
  return new PropertyValue({ name, value });
}

/** The site and the owner's configured social links (web addresses only: a mailto: is no profile to verify). */
function profileFields(): PropertyValue[] {
  const links = socialLinks().filter((link) => /^https?:\/\//i.test(link.url));
  return [linkField("Website", `${siteOrigin()}/`), ...links.map((link) => linkField(link.label, link.url))].slice(0, MAX_FIELDS);
}

/** The owner's own profile picture, as the site shows it, for the actor's icon. */
async function ownerAvatar(): Promise<string | null> {
  const uid = await findUid(ownerIdentifier());
  const image = uid ? text((await db().collection(USERS).doc(uid).get()).get("profileImage")) : "";
  if (!image) return null;
  return new URL(image, siteOrigin()).href;
}

/** The site's fediverse account: the owner's name and picture, the site's description, its links as fields. */
export async function ownerActor(ctx: Context<unknown>): Promise<Person> {
  const identifier = ownerIdentifier();
  const keys = await ctx.getActorKeyPairs(identifier);
  const avatar = await ownerAvatar();
  return new Person({
    id: ctx.getActorUri(identifier),
    preferredUsername: identifier,
    name: ownerName(),
    summary: siteDescription(),
    url: new URL(siteOrigin()),
    icon: avatar ? new Image({ url: new URL(avatar) }) : null,
    attachments: profileFields(),
    inbox: ctx.getInboxUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    following: ctx.getFollowingUri(identifier),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
  });
}

/** What followers were last told of the actor: a digest of its document, in fediverseObjects/actor. */
const actorToldRef = () => db().collection("fediverseObjects").doc("actor");

/**
 * Tells followers the profile changed (Update of the Person, which Mastodon reads to refresh the profile) when
 * the actor differs from what they were last told: a new picture, or a new name or links after a deploy. Run when
 * the owner's picture changes and after each item sync, so a change of site.config.json goes out with the next
 * publish.
 */
export async function syncActor(ctx: Context<unknown>): Promise<void> {
  const actor = await ownerActor(ctx);
  const version = digest(JSON.stringify(await actor.toJsonLd({ contextLoader: ctx.contextLoader })));
  const told = (await actorToldRef().get()).get("version");
  if (told === version) return;
  {
    const update = new Update({
      id: new URL(`#update-${version}`, actor.id!),
      actor: actor.id,
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(ownerIdentifier()),
      object: actor,
    });
    await ctx.sendActivity({ identifier: ownerIdentifier() }, "followers", update, { preferSharedInbox: true });
  }
  await actorToldRef().set({ version, at: FieldValue.serverTimestamp() });
}
