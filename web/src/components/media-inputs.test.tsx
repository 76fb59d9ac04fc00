import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ALT_TEXT_MISSING } from "@contract/alt-text";
import { FILE_TOO_LARGE_MESSAGE } from "@contract/media";
import type { ItemKind } from "@contract/item-kinds";
import { useMediaFields } from "@/lib/hooks/use-media-fields";
import { MediaInputs } from "./media-inputs";

afterEach(cleanup);

/** The media part of an owner's form, as the three forms use it, with a button that shows what would be sent. */
function Editor({ kind, current, onSend }: { kind: ItemKind; current?: Record<string, unknown>; onSend: (form: FormData) => void }) {
  const media = useMediaFields(kind);
  return (
    <form>
      <MediaInputs kind={kind} state={media} errors={{}} current={current} />
      <button type="button" onClick={() => onSend(media.body({ title: "A title" }))}>
        Save
      </button>
    </form>
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "timer.png", { type: "image/png" });
const STORAGE = "https://storage.example.com/v0/b/bucket/o/media%2Fprojects";

describe("MediaInputs: alt texts", () => {
  it("warns when an image is chosen without alt text, and not once alt text is typed", async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    render(<Editor kind="projects" onSend={(form) => (sent = form)} />);
    // Nothing chosen yet: nothing to describe.
    expect(screen.queryByText(ALT_TEXT_MISSING)).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText("Header image"), png());
    const warning = screen.getByText(ALT_TEXT_MISSING);
    expect(warning).toBeVisible();
    // A hint read with the alt text input, not an alert.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const input = screen.getByRole("textbox", { name: "Alt text for header image" });
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ALT_TEXT_MISSING));

    await user.type(input, "The timer counting up the seconds");
    expect(screen.queryByText(ALT_TEXT_MISSING)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(sent?.get("headerImgAlt")).toBe("The timer counting up the seconds");
    expect(sent?.get("headerImg")).toBeInstanceOf(File);
    // The screenshots were left alone: nothing is said about their alt texts.
    expect(sent?.has("additionalImg1Alt")).toBe(false);
  });

  it("shows the saved alt texts when editing and warns about a saved image that has none", async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    const project = {
      headerImg: `${STORAGE}%2Fheader.webp?alt=media`,
      additionalImg1: `${STORAGE}%2Fscreen.png?alt=media`,
      additionalImg2: "",
      alt: { headerImg: "The timer" },
    };
    render(<Editor kind="projects" current={project} onSend={(form) => (sent = form)} />);
    expect(screen.getByRole("textbox", { name: "Alt text for header image" })).toHaveValue("The timer");
    // Only the first screenshot is there and lacks one.
    expect(screen.getAllByText(ALT_TEXT_MISSING)).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Alt text for screenshot 1" })).toHaveAccessibleDescription(expect.stringContaining(ALT_TEXT_MISSING));

    // Removing the image leaves nothing to describe.
    await user.click(screen.getByRole("checkbox", { name: "Remove the current screenshot 1" }));
    expect(screen.queryByText(ALT_TEXT_MISSING)).not.toBeInTheDocument();

    await user.clear(screen.getByRole("textbox", { name: "Alt text for header image" }));
    expect(screen.getByText(ALT_TEXT_MISSING)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save" }));
    // Cleared on purpose: sent empty, which clears it.
    expect(sent?.get("headerImgAlt")).toBe("");
    expect(sent?.get("removeFiles")).toBe("additionalImg1");
    expect(sent?.has("additionalImg1Alt")).toBe(false);
  });

  it("does not ask a video post for alt text", () => {
    render(<Editor kind="random-post" current={{ fileUrl: `${STORAGE}%2Fclip.mp4?alt=media`, alt: {} }} onSend={() => undefined} />);
    expect(screen.getByRole("textbox", { name: "Alt text for image or video" })).toHaveValue("");
    expect(screen.queryByText(ALT_TEXT_MISSING)).not.toBeInTheDocument();
  });
});

describe("MediaInputs: a file refused when chosen (issue 32)", () => {
  it("says at once that an image is too large, sends nothing of it, and stops saying so when a good one is chosen", async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    render(<Editor kind="projects" onSend={(form) => (sent = form)} />);
    const huge = new File([new Uint8Array(4)], "huge.jpg", { type: "image/jpeg" });
    Object.defineProperty(huge, "size", { value: 54 * 1024 * 1024 });
    await user.upload(screen.getByLabelText("Header image"), huge);
    expect(screen.getByLabelText("Header image")).toHaveAccessibleDescription(expect.stringContaining(FILE_TOO_LARGE_MESSAGE));
    expect(screen.getByLabelText("Header image")).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(sent?.has("headerImg")).toBe(false);

    await user.upload(screen.getByLabelText("Header image"), png());
    expect(screen.queryByText(FILE_TOO_LARGE_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(sent?.get("headerImg")).toBeInstanceOf(File);
  });
});
