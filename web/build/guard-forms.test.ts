// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { APP_READY_ATTRIBUTE, EARLY_INPUT_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from "../src/lib/render/takeover-marks";
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
  it("keeps the browser from sending a form of the app, such as the login form before the app runs, and holds it for the app", () => {
    const login = form(document.querySelector("main")!, { method: "post" });
    expect(browserSends(login)).toBe(false);
    expect(login.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(true);
  });

  it("marks the page when the reader types before the app is ready, and not after", () => {
    const html = document.documentElement;
    const email = document.querySelector("main")!.appendChild(document.createElement("input"));
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(html.hasAttribute(EARLY_INPUT_ATTRIBUTE)).toBe(true);
    html.removeAttribute(EARLY_INPUT_ATTRIBUTE);
    html.setAttribute(APP_READY_ATTRIBUTE, "");
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(html.hasAttribute(EARLY_INPUT_ATTRIBUTE)).toBe(false);
    html.removeAttribute(APP_READY_ATTRIBUTE);
  });

  it("marks the button the reader pressed, so the app sends the form as that button would", () => {
    const login = form(document.querySelector("main")!, { method: "post" });
    const button = login.appendChild(document.createElement("button"));
    login.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button }));
    expect(button.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(login.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it("leaves a form the app's handler took alone: nothing is held to be sent twice", () => {
    const main = document.querySelector("main")!;
    const comment = form(main, { method: "post" });
    const takeIt = (event: Event) => event.preventDefault();
    main.addEventListener("submit", takeIt);
    expect(browserSends(comment)).toBe(false);
    expect(comment.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
    main.removeEventListener("submit", takeIt);
  });

  it("lets the browser send a form of the app marked as meant for it: the search boxes", () => {
    expect(browserSends(form(document.querySelector("main")!, { method: "get", action: "/search", [NATIVE_SUBMIT]: "" }))).toBe(true);
  });

  it("leaves forms outside the app alone, such as a third-party widget's", () => {
    expect(browserSends(form(document.body, { method: "post", action: "https://widget.example/send" }))).toBe(true);
  });
});
