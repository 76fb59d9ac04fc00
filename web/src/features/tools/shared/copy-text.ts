export const COPY_FAILED = "Failed to copy. Please try again!";

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page, no API). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
