import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { landOn } from "./land-on";

/** A section whose heading ends `top` px from the top of the screen once the scroll has ended. */
function sectionAt(top: number) {
  const section = document.createElement("section");
  section.id = "contact";
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

describe("landOn", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("jumps again when the scroll ends away from the section, as stand-in heights on the way made it", () => {
    const section = sectionAt(-249);
    landOn("contact");
    window.dispatchEvent(new Event("scrollend"));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    // Once only: a later end of scrolling is the reader's.
    window.dispatchEvent(new Event("scrollend"));
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("leaves a jump that landed alone", () => {
    const section = sectionAt(1);
    landOn("contact");
    window.dispatchEvent(new Event("scrollend"));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it("leaves the reader's own scrolling alone a few seconds after the jump", () => {
    const section = sectionAt(-249);
    landOn("contact");
    vi.advanceTimersByTime(3_001);
    window.dispatchEvent(new Event("scrollend"));
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});
