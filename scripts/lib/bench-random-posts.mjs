// What the publishing benches share: a draft random post of the run's own, and publishing it as the owner's editor
// does (PUT /api/random-post/{id} through Hosting, multipart, with the site's Origin).
import { SITE_URL } from "./config.mjs";

/** A draft random post (a copy of a seeded one) titled `${label} ${made.length}`; its ref is added to `made`. */
export async function draftRandomPost(db, label, made) {
  const [model] = (await db.collection("randomPosts").where("status", "==", "published").limit(1).get()).docs;
  const ref = db.collection("randomPosts").doc();
  await ref.set({ ...model.data(), title: `${label} ${made.length}`, status: "draft", likeCount: 0, commentCount: 0 });
  made.push(ref);
  return ref;
}

/** Publishes the draft; answers when the call started and its time. */
export async function publishRandomPost(ref, cookie) {
  const form = new FormData();
  form.append("title", (await ref.get()).get("title"));
  form.append("status", "published");
  const started = performance.now();
  const response = await fetch(`${SITE_URL}/api/random-post/${ref.id}`, { method: "PUT", body: form, headers: { Cookie: cookie, Origin: SITE_URL } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Publish answered ${response.status}`);
  return { started, ms: performance.now() - started };
}
