// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { descriptionSnippet, usePageMeta } from "./page-meta";

function meta(selector: string): string | null | undefined {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute("content");
}

/** The tags' code comes on first use: waits until the head says `title` in its previews. */
const applied = (title: string) => waitFor(() => expect(meta('property="og:title"')).toBe(title));

describe("descriptionSnippet", () => {
  it("keeps a text of exactly 155 characters unchanged", () => {
    const text = "a".repeat(155);
    expect(descriptionSnippet(text)).toBe(text);
  });

  it("cuts a 156-character text at 155 and adds three dots", () => {
    const text = "b".repeat(155) + "c";
    expect(descriptionSnippet(text)).toBe("b".repeat(155) + "...");
  });

  it("collapses newlines, tabs and repeated spaces and trims the ends", () => {
    expect(descriptionSnippet("  First line\n\nsecond\tline   here \n")).toBe("First line second line here");
  });

  it("counts the limit after collapsing whitespace", () => {
    const words = "word ".repeat(31); // 155 characters once the trailing space is trimmed
    expect(descriptionSnippet(words.replace(/ /g, "\n\t "))).toBe(words.trim());
  });
});

describe("usePageMeta", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.title = "";
  });

  it("prefixes the page title with the site name", async () => {
    renderHook(() => usePageMeta({ title: "Projects", description: "All the projects." }));
    await applied("DevFolio | Projects");
    expect(document.title).toBe("DevFolio | Projects");
    expect(meta('name="description"')).toBe("All the projects.");
    expect(meta('property="og:title"')).toBe("DevFolio | Projects");
    expect(meta('property="og:description"')).toBe("All the projects.");
    expect(meta('property="og:type"')).toBe("website");
    expect(meta('name="twitter:card"')).toBe("summary");
    expect(meta('name="twitter:title"')).toBe("DevFolio | Projects");
    expect(meta('name="twitter:description"')).toBe("All the projects.");
  });

  it("uses only the site name without a title", () => {
    renderHook(() => usePageMeta({}));
    expect(document.title).toBe("DevFolio");
  });

  it("announces a large preview card when there is an image, and drops it when the next page has none", async () => {
    const { rerender } = renderHook((props: { image?: string }) => usePageMeta({ title: "Post", ...props }), {
      initialProps: { image: "https://example.com/cover.png" } as { image?: string },
    });
    await waitFor(() => expect(meta('property="og:image"')).toBe("https://example.com/cover.png"));
    expect(meta('property="og:image"')).toBe("https://example.com/cover.png");
    expect(meta('name="twitter:card"')).toBe("summary_large_image");

    rerender({});
    await waitFor(() => expect(meta('property="og:image"')).toBeUndefined());
    expect(meta('name="twitter:card"')).toBe("summary");
  });

  it("describes the image for people who cannot see it, and drops the description with the image", async () => {
    const { rerender } = renderHook((props: { image?: string; imageAlt?: string }) => usePageMeta({ title: "Post", ...props }), {
      initialProps: { image: "https://example.com/cover.png", imageAlt: "A red bicycle" } as { image?: string; imageAlt?: string },
    });
    await waitFor(() => expect(meta('property="og:image:alt"')).toBe("A red bicycle"));
    expect(meta('property="og:image:alt"')).toBe("A red bicycle");
    expect(meta('name="twitter:image"')).toBe("https://example.com/cover.png");
    expect(meta('name="twitter:image:alt"')).toBe("A red bicycle");

    rerender({ imageAlt: "An alt text without an image" });
    await waitFor(() => expect(meta('property="og:image:alt"')).toBeUndefined());
    expect(meta('name="twitter:image"')).toBeUndefined();
    expect(meta('name="twitter:image:alt"')).toBeUndefined();
  });

  it("updates the existing tags instead of adding duplicates", async () => {
    const { rerender } = renderHook((props: { title: string }) => usePageMeta(props), {
      initialProps: { title: "One" },
    });
    await applied("DevFolio | One");
    rerender({ title: "Two" });
    await applied("DevFolio | Two");
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('property="og:title"')).toBe("DevFolio | Two");
  });
});
