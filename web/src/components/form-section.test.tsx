import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { anyFilled, anyInvalid, FormSection } from "./form-section";

afterEach(cleanup);

/** One optional fold with one field, and a button that refuses it, as a form's save does. */
function Form({ initial = "" }: { initial?: string }) {
  const [link, setLink] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form>
      <FormSection title="Links" filled={anyFilled({ link }, ["link"])} invalid={anyInvalid(errors, ["link"])}>
        <label>
          Link
          <input value={link} onChange={(event) => setLink(event.target.value)} />
        </label>
      </FormSection>
      <button type="button" onClick={() => setErrors({ link: "Not a link." })}>
        Save
      </button>
    </form>
  );
}

const fold = () => screen.getByText("Links").closest("details")!;

describe("FormSection", () => {
  it("starts folded when optional and empty, open when it holds a value", () => {
    render(<Form />);
    expect(fold()).not.toHaveAttribute("open");
    cleanup();
    render(<Form initial="https://example.com" />);
    expect(fold()).toHaveAttribute("open");
  });

  it("stays folded when the owner folds it, and opens again when a save refuses its field", async () => {
    const user = userEvent.setup();
    render(<Form initial="not a link" />);
    await user.click(screen.getByText("Links"));
    expect(fold()).not.toHaveAttribute("open");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(fold()).toHaveAttribute("open");
  });
});
