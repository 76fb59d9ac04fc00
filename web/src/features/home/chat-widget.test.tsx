// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatWidget, chatScriptUrls } from "./chat-widget";

afterEach(cleanup);

describe("the live chat", () => {
  it("loads one Tawk.to script per widget id", () => {
    expect(chatScriptUrls({ tawkPropertyId: "64f0c0ffee", tawkWidgetIds: ["1h8abc", "default"] })).toEqual([
      "https://embed.tawk.to/64f0c0ffee/1h8abc",
      "https://embed.tawk.to/64f0c0ffee/default",
    ]);
  });

  it("loads nothing without a property id, as the committed config has", () => {
    expect(chatScriptUrls({ tawkPropertyId: "", tawkWidgetIds: ["default"] })).toEqual([]);
    render(<ChatWidget />);
    expect(document.querySelector('script[src*="tawk.to"]')).toBeNull();
  });
});
