// Every answer of the api function names its request, so a person reporting a problem can quote the id that
// finds the one log line about it (docs/operations.md, Logs).
import { describe, expect, it } from "vitest";
import { callSite } from "../support/stack";

describe("X-Request-Id", () => {
  it("comes back on every answer through Hosting, a new one each time", async () => {
    const [first, second] = [await callSite("/api/profile"), await callSite("/api/no-such-call")];
    expect(first.status).toBe(401);
    expect(second.status).toBe(404);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("is the platform's trace id when Google's front end sent one", async () => {
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const answer = await callSite("/api/profile", { headers: { "X-Cloud-Trace-Context": `${trace}/2;o=1` } });
    expect(answer.headers.get("x-request-id")).toBe(trace);
  });
});
