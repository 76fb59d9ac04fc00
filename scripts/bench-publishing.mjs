// Prints the owner-publishing figures of docs/publishing.md against the running local site (`npm start` first):
//  1. the time from pressing "Create project" to the new card shown, for a 5 MB photo, in headless Chromium;
//  2. the image bytes a phone downloads for /projects, with the originals only (as before the WebP copies)
//     and with srcset, for the demo covers and for 4000-px photos as a phone camera takes them.
// Everything it creates is deleted again.
import sharp from "sharp";
import { chromium } from "playwright-core";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "./lib/bench-pages.mjs";
import { SITE_URL, readOwnerSettings } from "./lib/config.mjs";
import { median } from "./lib/stats.mjs";
import { DEMO_PASSWORDS } from "./lib/seed-data.mjs";
import { coverSvg } from "./lib/seed-art.mjs";

const ROUNDS = 3;
const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const owner = readOwnerSettings();

/** A photo-like JPEG: a smooth picture with sensor-like noise, at the size a phone camera saves. */
async function cameraPhoto(width, height, seed) {
  const picture = await sharp(Buffer.from(coverSvg(`Photo ${seed}`, (seed * 53) % 360)))
    .resize(width, height, { fit: "fill" })
    .raw()
    .toBuffer();
  for (let index = 0; index < picture.length; index += 1) {
    picture[index] = Math.max(0, Math.min(255, picture[index] + (((index * 2654435761 + seed) >>> 24) % 23) - 11));
  }
  return sharp(picture, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

async function ownerCookie() {
  const response = await fetch(`${SITE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: DEMO_PASSWORDS.owner }),
  });
  if (!response.ok) throw new Error(`Owner login failed (${response.status}): is \`npm start\` running?`);
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session="));
}

async function createProject(cookie, title, photo) {
  const form = new FormData();
  form.append("title", title);
  form.append("shortDescription", "Benchmark project, deleted when the run ends.");
  form.append("headerImg", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${SITE_URL}/api/projects`, { method: "POST", headers: { Cookie: cookie }, body: form });
  if (response.status !== 201) throw new Error(`Create failed: ${response.status} ${await response.text()}`);
  return (await response.json())._id;
}

const deleteProject = (cookie, id) => fetch(`${SITE_URL}/api/projects/${id}`, { method: "DELETE", headers: { Cookie: cookie } });

async function logIn(page) {
  await page.goto(`${SITE_URL}/login`);
  await page.locator("form").getByLabel("Email", { exact: true }).fill(owner.email);
  await page.locator("form").getByLabel("Password", { exact: true }).fill(DEMO_PASSWORDS.owner);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** Submit to card shown, through the real modal, for one photo. */
async function timeCreate(page, photo, title) {
  await page.goto(`${SITE_URL}/projects`);
  await page.getByRole("button", { name: "New project" }).click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Short description", { exact: true }).fill("Benchmark project, deleted when the run ends.");
  await dialog.getByLabel("Header image", { exact: true }).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
  const started = performance.now();
  await dialog.getByRole("button", { name: "Create project" }).click();
  await page.locator(".project-card__title", { hasText: title }).first().waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/** Image bytes a phone downloads for /projects, scrolled to the end; `originalsOnly` hides the WebP copies. */
async function phoneImageBytes(browser, originalsOnly) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (originalsOnly) {
    await page.route("**/api/projects", async (route) => {
      const response = await route.fetch();
      const cards = (await response.json()).map((card) => ({ ...card, variants: {} }));
      await route.fulfill({ response, json: cards });
    });
  }
  let bytes = 0;
  let count = 0;
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "image") return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) {
      bytes += sizes.responseBodySize;
      count += 1;
    }
  });
  await page.goto(`${SITE_URL}/projects`);
  await page.locator(".project-card").first().waitFor();
  for (let y = 0; y < 40; y += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState("networkidle");
  await context.close();
  return { kb: (bytes / 1024).toFixed(0), count };
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: QUIET_CHROMIUM_FLAGS,
});
const cookie = await ownerCookie();
const created = [];
try {
  const photo = await cameraPhoto(4000, 3000, 1);
  const fiveMb = Buffer.concat([photo, Buffer.alloc(Math.max(0, 5 * 1024 * 1024 - photo.length))]);
  const page = await (await browser.newContext()).newPage();
  await logIn(page);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const title = `Bench ${Date.now().toString(36)}`;
    times.push(await timeCreate(page, fiveMb, title));
    const list = await (await fetch(`${SITE_URL}/api/projects`)).json();
    created.push(...list.filter((card) => card.title === title).map((card) => card._id));
  }
  console.log(`Create project with a ${(fiveMb.length / 1024 / 1024).toFixed(1)} MB, 4000x3000 photo, submit to card shown (${ROUNDS} rounds):`);
  console.log(`  median ${median(times).toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(", ")})`);
  for (const id of created.splice(0)) await deleteProject(cookie, id);

  const demo = { before: await phoneImageBytes(browser, true), after: await phoneImageBytes(browser, false) };
  console.log("Phone (412x915 at 2.625x) image bytes for /projects, scrolled to the end:");
  console.log(`  demo covers (1200 px JPEG): originals ${demo.before.kb} KB in ${demo.before.count} images; with srcset ${demo.after.kb} KB in ${demo.after.count}`);

  for (let index = 0; index < 6; index += 1) created.push(await createProject(cookie, `Bench photo ${index}`, await cameraPhoto(4000, 3000, index + 2)));
  const photos = { before: await phoneImageBytes(browser, true), after: await phoneImageBytes(browser, false) };
  console.log(`  with 6 more projects of 4000x3000 photos: originals ${photos.before.kb} KB in ${photos.before.count}; with srcset ${photos.after.kb} KB in ${photos.after.count}`);
} finally {
  for (const id of created) await deleteProject(cookie, id);
  await browser.close();
}
