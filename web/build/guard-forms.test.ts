// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { GUARD, NATIVE_SUBMIT } from "./guard-forms";

// The policy check reads firebase.json from disk, which this page has no address for; the build runs it.
vi.mock("./inline-script", () => ({ assertPolicyAllows: () => undefined }));

// A page with the app's root and the guard, run as the browser runs the head's inline script.
document.body.innerHTML = '<div id="root"><main></main></div>';
new Function(GUARD)();

/** Whether the browser would still send the form itself once the page's own listeners have run. */
const browserSends = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

function form(parent: Element, attributes: Record<string, string> = {}): HTMLFormElement {
  const element = document.createElement("form");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.appendChild(element);
  return element;
}

describe("the form guard", () => {
  it("keeps the browser from sending a form of the app, such as the login form before the app runs", () => {
    expect(browserSends(form(document.querySelector("main")!, { method: "post" }))).toBe(false);
  });

  it("lets the browser send a form of the app marked as meant for it: the search boxes", () => {
    expect(browserSends(form(document.querySelector("main")!, { method: "get", action: "/search", [NATIVE_SUBMIT]: "" }))).toBe(true);
  });

  it("leaves forms outside the app alone, such as a third-party widget's", () => {
    expect(browserSends(form(document.body, { method: "post", action: "https://widget.example/send" }))).toBe(true);
  });
});
