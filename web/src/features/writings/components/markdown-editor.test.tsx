// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/app-harness";
import { MarkdownEditor } from "./markdown-editor";

function Editor({ start = "", itemId }: { start?: string; itemId?: string }) {
  const [value, setValue] = useState(start);
  return <MarkdownEditor value={value} onChange={setValue} kind="blogs" itemId={itemId} />;
}

/** Uploads go through XMLHttpRequest (for their progress): each answers `answer` for the path it was sent to. */
function stubUploads(answer: (path: string) => [number, unknown]) {
  const sent: { method: string; path: string; file: unknown }[] = [];
  class FakeRequest {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private path = "";
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ method: this.method, path: this.path, file: form.get("image") });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        const [status, body] = answer(this.path);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  return sent;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "chart.png", { type: "image/png" });

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

  it("asks for the draft to be saved once before an image can be added to a new item", async () => {
    stubApi(() => [200, { html: "" }]);
    renderWithApp(<Editor start="text" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Image" }));
    expect(screen.getByRole("status")).toHaveTextContent("Save the draft once to add images.");
    expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument();
  });

  it("asks for a description, uploads the chosen image and puts its Markdown where the caret was", async () => {
    stubApi(() => [200, { html: "" }]);
    const url = "http://127.0.0.1:9199/v0/b/demo/o/media%2Fblogs%2Fb1%2Fx-480w.webp?alt=media&token=t1";
    const sent = stubUploads(() => [201, { url }]);
    renderWithApp(<Editor start={"First line.\nSecond line."} itemId="b1" />);
    await screen.findByLabelText("Body");
    const user = userEvent.setup();
    select(11, 11);
    await user.upload(screen.getByLabelText("Image file"), png());
    const description = await screen.findByLabelText("Image description");
    await user.click(screen.getByRole("button", { name: "Add image" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Every image in the body needs a description (alt text).");
    expect(sent).toHaveLength(0);

    await user.type(description, "A chart [[of] hits");
    await user.click(screen.getByRole("button", { name: "Add image" }));
    await vi.waitFor(() => expect(body()).toHaveValue(`First line.\n\n![A chart \\[of\\] hits](${url})\n\nSecond line.`));
    expect(sent).toEqual([{ method: "POST", path: "/api/blogs/b1/body-images", file: expect.any(File) }]);
    expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an upload and changes nothing in the text", async () => {
    stubApi(() => [200, { html: "" }]);
    stubUploads(() => [415, { success: false, message: "Only JPEG, PNG, GIF or WebP images are allowed.", errors: { image: "Only JPEG, PNG, GIF or WebP images are allowed." } }]);
    renderWithApp(<Editor start="Text." itemId="b1" />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText("Image file"), png());
    await user.type(await screen.findByLabelText("Image description"), "A chart");
    await user.click(screen.getByRole("button", { name: "Add image" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only JPEG, PNG, GIF or WebP images are allowed.");
    expect(body()).toHaveValue("Text.");
  });

  it("takes an image pasted or dropped into the text the same way, and leaves pasted text to the textarea", async () => {
    stubApi(() => [200, { html: "" }]);
    const url = "http://127.0.0.1:9199/v0/b/demo/o/media%2Fblogs%2Fb1%2Fp-480w.webp?alt=media&token=t2";
    const sent = stubUploads(() => [201, { url }]);
    renderWithApp(<Editor start="Text." itemId="b1" />);
    const user = userEvent.setup();
    await screen.findByLabelText("Body");
    fireEvent.paste(body(), { clipboardData: { files: [], getData: () => "words" } });
    expect(screen.queryByRole("group", { name: "Add an image" })).not.toBeInTheDocument();

    select(5, 5);
    fireEvent.paste(body(), { clipboardData: { files: [png()], getData: () => "" } });
    await user.type(await screen.findByLabelText("Image description"), "Pasted");
    await user.click(screen.getByRole("button", { name: "Add image" }));
    await vi.waitFor(() => expect(body()).toHaveValue(`Text.\n\n![Pasted](${url})\n`));

    select(0, 0);
    fireEvent.drop(body(), { dataTransfer: { files: [png()], types: ["Files"] } });
    await user.type(await screen.findByLabelText("Image description"), "Dropped");
    await user.click(screen.getByRole("button", { name: "Add image" }));
    await vi.waitFor(() => expect(body()).toHaveValue(`![Dropped](${url})\n\nText.\n\n![Pasted](${url})\n`));
    expect(sent).toHaveLength(2);
  });

  it("tells the owner of a new item to save it once when an image is pasted", async () => {
    stubApi(() => [200, { html: "" }]);
    const sent = stubUploads(() => [201, { url: "unused" }]);
    renderWithApp(<Editor start="Text." />);
    await screen.findByLabelText("Body");
    fireEvent.paste(body(), { clipboardData: { files: [png()], getData: () => "" } });
    expect(await screen.findByRole("status")).toHaveTextContent("Save the draft once to add images.");
    expect(body()).toHaveValue("Text.");
    expect(sent).toHaveLength(0);
  });
});
