import { describe, expect, it } from "vitest";
import { errorAnswerSchema } from "@contract/errors";
import { callSite, siteUrl } from "../support/stack";

describe("the api router", () => {
  it("answers unknown paths with 404 JSON in the error shape", async () => {
    const answer = await callSite("/api/no-such-call");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/application\/json/);
    expect(errorAnswerSchema.parse(answer.body).message).toBe("Unknown API path.");
  });

  it("answers 405 with Allow for a known path and an unsupported method", async () => {
    const answer = await callSite("/api/reviews", { method: "PATCH", body: "{}" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toContain("GET");
    expect(errorAnswerSchema.parse(answer.body).success).toBe(false);
  });

  it("refuses a state-changing call from another site's origin", async () => {
    const answer = await callSite("/api/reviews", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5, text: "hi" }),
    });
    expect(answer.status).toBe(403);
    expect(errorAnswerSchema.parse(answer.body).message).toBe("Cross-site request refused.");
  });

  // The functions runtime parses JSON before our code runs, so the status is all we control here.
  it("answers a malformed JSON body with 400, not 5xx", async () => {
    const answer = await callSite("/api/reviews", {
      method: "POST",
      headers: { Origin: siteUrl, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(answer.status).toBe(400);
  });

  it("answers HEAD on a GET route as it answers GET, without the body", async () => {
    for (const path of ["/api/projects", "/api/profile", "/api/user/nosuchuser", "/"]) {
      const get = await fetch(`${siteUrl}${path}`);
      const head = await fetch(`${siteUrl}${path}`, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      for (const name of ["content-type", "cache-control", "strict-transport-security"]) {
        expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      }
      expect(await head.text(), path).toBe("");
      await get.arrayBuffer();
    }
  });

  it("answers HEAD on a route without GET with 405, naming HEAD with GET where GET is allowed", async () => {
    expect((await fetch(`${siteUrl}/api/login`, { method: "HEAD" })).status).toBe(405);
    const patch = await callSite("/api/projects", { method: "PATCH", body: "{}" });
    expect(patch.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  // Hosting sends it with every file (firebase.json, copied into the emulators' firebase.local*.json), the function
  // with every answer, so a custom domain is HTTPS-only for browsers after their first visit.
  it("sends Strict-Transport-Security on files, pages and API answers", async () => {
    for (const path of ["/login", "/robots.txt", "/", "/projects", "/api/profile", "/api/no-such-call"]) {
      const answer = await fetch(`${siteUrl}${path}`);
      await answer.arrayBuffer();
      expect(answer.headers.get("strict-transport-security"), path).toBe("max-age=63072000; includeSubDomains");
    }
  });

  it("is never cached by the browser: viewer answers are private, public ones revalidate (max-age=0)", async () => {
    expect((await callSite("/api/profile")).headers.get("cache-control")).toBe("private, no-store");
    expect((await callSite("/api/projects")).headers.get("cache-control")).toMatch(/^public, max-age=0, /);
  });
});
