import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "@/api/client";
import { errorMessage, TRY_AGAIN } from "./error-message";

describe("errorMessage", () => {
  it("shows the server's message when the server answered", () => {
    expect(errorMessage(new ApiError(400, "Invalid or expired code."), TRY_AGAIN)).toBe("Invalid or expired code.");
  });

  it("shows the screen's fallback when the server could not be reached", () => {
    expect(errorMessage(new NetworkError(new TypeError("Failed to fetch")), TRY_AGAIN)).toBe(
      "An error occurred. Please try again.",
    );
  });
});
