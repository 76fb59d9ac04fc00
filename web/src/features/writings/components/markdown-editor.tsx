import type { WritingKind } from "@contract/item-kinds";
import { BODY_IMAGE_SAVE_FIRST_MESSAGE } from "@contract/body-images";
import { acceptAttribute } from "@contract/media";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { Field } from "@/components/form-fields";
import { RenderedHtml } from "@/components/rendered-html";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { bodyPreviewQueryOptions } from "../api/long-form-queries";
import { BodyImageAdder } from "./body-image-adder";

/** How long typing must pause before the preview asks the server to render again. */
const PREVIEW_DEBOUNCE_MS = 600;

export const BODY_HINT =
  "Markdown: # headings, **bold**, _italic_, [links](https://...), lists, > quotes, tables, footnotes, and ```ts fenced code, coloured when saved.";

interface Edit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection (or a placeholder word) in `before` and `after`, keeping it selected. */
function wrap({ value, selectionStart, selectionEnd }: Edit, before: string, after: string, placeholder: string): Edit {
  const selected = value.slice(selectionStart, selectionEnd) || placeholder;
  return {
    value: value.slice(0, selectionStart) + before + selected + after + value.slice(selectionEnd),
    selectionStart: selectionStart + before.length,
    selectionEnd: selectionStart + before.length + selected.length,
  };
}

/** Puts `prefix` before each line the selection touches (a heading, a list, a quote). */
function prefixLines({ value, selectionStart, selectionEnd }: Edit, prefix: string): Edit {
  const start = value.lastIndexOf("\n", selectionStart - 1) + 1;
  const lines = value.slice(start, selectionEnd).split("\n");
  const changed = lines.map((line) => prefix + line).join("\n");
  return {
    value: value.slice(0, start) + changed + value.slice(selectionEnd),
    selectionStart: selectionStart + prefix.length,
    selectionEnd: selectionEnd + prefix.length * lines.length,
  };
}

/** Puts a block (an image) at `at` on lines of its own, with the caret after it. */
export function insertBlock(value: string, at: number, block: string): { value: string; caret: number } {
  const before = value.slice(0, at);
  const after = value.slice(at);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") || after === "" ? "\n" : "\n\n";
  const inserted = lead + block + trail;
  return { value: before + inserted + after, caret: at + inserted.length };
}

const TOOLS: { label: string; text: string; apply: (edit: Edit) => Edit }[] = [
  { label: "Bold", text: "B", apply: (edit) => wrap(edit, "**", "**", "bold text") },
  { label: "Italic", text: "I", apply: (edit) => wrap(edit, "_", "_", "italic text") },
  { label: "Heading", text: "H", apply: (edit) => prefixLines(edit, "## ") },
  { label: "Link", text: "Link", apply: (edit) => wrap(edit, "[", "](https://)", "label") },
  {
    label: "Code",
    text: "</>",
    apply: (edit) =>
      edit.value.slice(edit.selectionStart, edit.selectionEnd).includes("\n")
        ? wrap(edit, "```ts\n", "\n```", "")
        : wrap(edit, "`", "`", "code"),
  },
  { label: "List", text: "•", apply: (edit) => prefixLines(edit, "- ") },
  { label: "Quote", text: "❝", apply: (edit) => prefixLines(edit, "> ") },
];

/**
 * The long-form body's editor (docs/long-form.md): a Markdown textarea with a toolbar for the common marks, and a live
 * preview drawn by the server's renderer, the one the page uses. It is part of the owner's form, which loads only when
 * the owner edits. Images come from the toolbar's picker, a paste or a drop, each described and uploaded to the item's
 * own folder; an item not yet saved has no folder, so the editor asks for the draft to be saved first.
 */
export function MarkdownEditor({
  value,
  onChange,
  error,
  kind,
  itemId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  kind?: WritingKind;
  /** The saved item's id; without one, images cannot be added yet. */
  itemId?: string | undefined;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState<[number, number] | null>(null);
  const [image, setImage] = useState<{ file: File; at: number } | null>(null);
  const [imageNote, setImageNote] = useState<string | null>(null);
  // The upload ends after more typing, perhaps: the image goes into the text as it is then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const settled = useDebouncedValue(value, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({ ...bodyPreviewQueryOptions(settled), placeholderData: (previous) => previous });

  // The toolbar's change is in: select what it wrapped, as an editor does.
  useEffect(() => {
    if (!selection || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection]);

  const use = (apply: (edit: Edit) => Edit) => {
    const control = textarea.current;
    if (!control) return;
    const next = apply({ value, selectionStart: control.selectionStart, selectionEnd: control.selectionEnd });
    onChange(next.value);
    setSelection([next.selectionStart, next.selectionEnd]);
  };

  /** An image picked, pasted or dropped: described and uploaded by the adder, put where the caret was. */
  const take = (file: File) => {
    if (!kind || !itemId) {
      setImageNote(BODY_IMAGE_SAVE_FIRST_MESSAGE);
      return;
    }
    setImageNote(null);
    setImage({ file, at: textarea.current?.selectionEnd ?? value.length });
  };
  const pickImage = () => {
    if (!kind || !itemId) setImageNote(BODY_IMAGE_SAVE_FIRST_MESSAGE);
    else picker.current?.click();
  };
  const added = (markdown: string) => {
    const at = Math.min(image?.at ?? latest.current.length, latest.current.length);
    const next = insertBlock(latest.current, at, markdown);
    setImage(null);
    onChange(next.value);
    setSelection([next.caret, next.caret]);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    // Only a pasted file is ours; pasted text goes in as text.
    const file = event.clipboardData.files[0];
    if (!file) return;
    event.preventDefault();
    take(file);
  };
  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (event.dataTransfer.types.includes("Files")) event.preventDefault();
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    take(file);
  };

  const shown = value.trim() === "" ? null : preview.isError ? (
    <p className="markdown-editor__status" role="status">
      {preview.error.message}
    </p>
  ) : preview.data ? (
    <RenderedHtml className="markdown-editor__preview-body" html={preview.data.html} />
  ) : (
    <p className="markdown-editor__status" role="status">
      Rendering...
    </p>
  );

  return (
    <div className="markdown-editor">
      <Field label="Body" hint={BODY_HINT} error={error}>
        {(control) => (
          <div className="markdown-editor__panes">
            <div className="markdown-editor__write">
              <div className="markdown-editor__toolbar" role="toolbar" aria-label="Formatting">
                {TOOLS.map((tool) => (
                  <button key={tool.label} type="button" className="markdown-editor__tool" aria-label={tool.label} title={tool.label} onClick={() => use(tool.apply)}>
                    {tool.text}
                  </button>
                ))}
                <button type="button" className="markdown-editor__tool" aria-label="Image" title="Image (or paste or drop one into the text)" onClick={pickImage}>
                  Image
                </button>
                <input
                  ref={picker}
                  type="file"
                  className="markdown-editor__picker"
                  accept={acceptAttribute("image")}
                  aria-label="Image file"
                  tabIndex={-1}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // Emptied, so the same file can be chosen again.
                    event.target.value = "";
                    if (file) take(file);
                  }}
                />
              </div>
              {imageNote ? (
                <p className="markdown-editor__status" role="status">
                  {imageNote}
                </p>
              ) : null}
              {image && kind && itemId ? (
                <BodyImageAdder key={`${image.file.name}-${image.at}`} kind={kind} itemId={itemId} file={image.file} onAdded={added} onCancel={() => setImage(null)} />
              ) : null}
              <textarea
                {...control}
                ref={textarea}
                name="body"
                className="field__input field__textarea markdown-editor__text"
                rows={14}
                spellCheck
                value={value}
                onChange={(event) => onChange(event.target.value)}
                onPaste={onPaste}
                onDragOver={onDragOver}
                onDrop={onDrop}
              />
            </div>
            <section className="markdown-editor__preview" aria-label="Preview of the body">
              <p className="field__preview-title" aria-hidden="true">
                Preview
              </p>
              {shown}
            </section>
          </div>
        )}
      </Field>
    </div>
  );
}
