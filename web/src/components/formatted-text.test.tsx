import "@testing-library/jest-dom/vitest";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormattedText } from "./formatted-text";

describe("FormattedText", () => {
  it("renders links that open in a new tab without handing over the page", () => {
    render(<FormattedText text="Read =https://example.com<the guide> now" />);
    const link = screen.getByRole("link", { name: "the guide" });
    expect(link).toHaveAttribute("href", "https://example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  });

  it.each([
    '<img src=x onerror="alert(1)">',
    "<script>alert(document.cookie)</script>",
    '"><svg onload=alert(1)>',
    "=javascript:alert(1)<click me>",
    '<a href="javascript:alert(1)">x</a>',
  ])("shows an XSS payload as text and creates no element from it: %s", (payload) => {
    const { container } = render(<FormattedText text={payload} />);
    expect(container.querySelector("img, script, svg, iframe, a")).toBeNull();
    for (const element of container.querySelectorAll("*")) {
      expect([...element.attributes].filter((attribute) => attribute.name.startsWith("on"))).toEqual([]);
    }
    expect(container.textContent).toContain(payload.replace(/[()]/g, "").slice(0, 6));
  });

  it("wraps everything in one paragraph with bold text and line breaks", () => {
    const { container } = render(<FormattedText text={"(Fast) start\\nsecond line"} />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.getByText("Fast").tagName).toBe("STRONG");
    expect(container.querySelectorAll("br")).toHaveLength(1);
  });
});
