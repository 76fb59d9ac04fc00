// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/app-harness";
import { MarkdownEditor } from "./markdown-editor";

function Editor({ start = "" }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <MarkdownEditor value={value} onChange={setValue} />;
}

const body = () => screen.getByLabelText("Body") as HTMLTextAreaElement;

function select(from: number, to: number) {
  body().focus();
  body().setSelectionRange(from, to);
}

describe("MarkdownEditor", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("wraps the selection in bold, italic, code and a link, and keeps the words selected", async () => {
    stubApi(() => [200, { html: "" }]);
    renderWithApp(<Editor start="make it loud" />);
    await screen.findByLabelText("Body");
    const user = userEvent.setup();
    select(8, 12);
    await user.click(await screen.findByRole("button", { name: "Bold" }));
    expect(body()).toHaveValue("make it **loud**");
    expect(body().value.slice(body().selectionStart, body().selectionEnd)).toBe("loud");
    await user.click(screen.getByRole("button", { name: "Italic" }));
    expect(body()).toHaveValue("make it **_loud_**");
    select(0, 4);
    await user.click(screen.getByRole("button", { name: "Code" }));
    expect(body()).toHaveValue("`make` it **_loud_**");
    select(0, 0);
    await user.click(screen.getByRole("button", { name: "Link" }));
    expect(body()).toHaveValue("[label](https://)`make` it **_loud_**");
  });

  it("makes each selected line a list item, a quote or a heading, and a multi-line selection a code block", async () => {
    stubApi(() => [200, { html: "" }]);
    renderWithApp(<Editor start={"one\ntwo\nthree"} />);
    await screen.findByLabelText("Body");
    const user = userEvent.setup();
    select(0, 7);
    await user.click(await screen.findByRole("button", { name: "List" }));
    expect(body()).toHaveValue("- one\n- two\nthree");
    select(12, 12);
    await user.click(screen.getByRole("button", { name: "Quote" }));
    expect(body()).toHaveValue("- one\n- two\n> three");
    select(0, 0);
    await user.click(screen.getByRole("button", { name: "Heading" }));
    expect(body()).toHaveValue("## - one\n- two\n> three");
    select(9, 22);
    await user.click(screen.getByRole("button", { name: "Code" }));
    expect(body()).toHaveValue("## - one\n```ts\n- two\n> three\n```");
  });

  it("shows the server's render of what was typed, asking only once typing pauses", async () => {
    const calls = stubApi(({ path, body: sent }) =>
      path === "/api/long-form/preview" ? [200, { html: `<h3 id="x">${(sent as { body: string }).body.length} characters</h3>` }] : undefined,
    );
    renderWithApp(<Editor />);
    await userEvent.setup().type(await screen.findByLabelText("Body"), "## Hello");
    const preview = screen.getByRole("region", { name: "Preview of the body" });
    expect(await screen.findByRole("heading", { name: "8 characters" })).toBeInTheDocument();
    expect(preview).toContainElement(screen.getByRole("heading", { name: "8 characters" }));
    expect(calls.filter((call) => call.path === "/api/long-form/preview")).toHaveLength(1);
  });
});
