import type { WritingKind } from "@contract/item-kinds";
import { BODY_IMAGE_ALT_MESSAGE } from "@contract/body-images";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ApiError, isCancelled } from "@/api/client";
import { Field } from "@/components/form-fields";
import { UploadProgress } from "@/components/upload-progress";
import { useUploadBodyImage } from "../api/long-form-queries";

/** What the editor says when the upload could not reach the server at all. */
export const BODY_IMAGE_NETWORK_MESSAGE = "The image could not be uploaded. Check the connection and try again.";

/**
 * An image as Markdown shows it: `![description](url)`. The description is one line, with the characters that would
 * end it (`]`) or escape (`\`, `[`) escaped; the URL is the server's own, with no space or parenthesis to escape.
 */
export function imageMarkdown(description: string, url: string): string {
  const alt = description
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\\[\]]/g, (character) => `\\${character}`);
  return `![${alt}](${url})`;
}

/**
 * One image on its way into the body: the owner describes it (a body image without alt text is refused at save), it is
 * uploaded with its progress shown, and its Markdown goes to the editor. The server's refusal (a wrong type, a file
 * too large) is shown as the server words it.
 */
export function BodyImageAdder({
  kind,
  itemId,
  file,
  onAdded,
  onCancel,
}: {
  kind: WritingKind;
  itemId: string;
  file: File;
  onAdded: (markdown: string) => void;
  onCancel: () => void;
}) {
  const [description, setDescription] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  // The owner has just chosen, pasted or dropped the image: the description is what comes next.
  useEffect(() => descriptionInput.current?.focus(), []);
  const upload = useUploadBodyImage(kind, itemId);

  const add = async () => {
    if (progress !== null) return;
    if (!description.trim()) {
      setProblem(BODY_IMAGE_ALT_MESSAGE);
      return;
    }
    setProblem(null);
    setProgress(0);
    cancel.current = new AbortController();
    try {
      const { url } = await upload.mutateAsync({ file, options: { onProgress: setProgress, signal: cancel.current.signal } });
      onAdded(imageMarkdown(description, url));
    } catch (error) {
      setProgress(null);
      if (!isCancelled(error)) setProblem(error instanceof ApiError ? error.message : BODY_IMAGE_NETWORK_MESSAGE);
    }
  };

  // Enter adds the image rather than submitting the whole form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  };

  return (
    <div className="body-image-adder" role="group" aria-label="Add an image">
      <p className="body-image-adder__file">
        Image: <strong>{file.name || "pasted image"}</strong>
      </p>
      <Field label="Image description" hint="What the image shows, for readers who cannot see it." error={problem ?? undefined} alertError>
        {(control) => (
          <input
            {...control}
            ref={descriptionInput}
            className="field__input"
            type="text"
            name="bodyImageDescription"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      {progress !== null ? <UploadProgress progress={progress} onCancel={() => cancel.current?.abort()} /> : null}
      <div className="body-image-adder__actions">
        <button type="button" className="button button--small" onClick={() => void add()} disabled={progress !== null}>
          Add image
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onCancel} disabled={progress !== null}>
          Cancel
        </button>
      </div>
    </div>
  );
}
