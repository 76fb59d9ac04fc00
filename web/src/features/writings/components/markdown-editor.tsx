import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Field } from "@/components/form-fields";
import { RenderedHtml } from "@/components/rendered-html";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { bodyPreviewQueryOptions } from "../api/long-form-queries";

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
 * the owner edits.
 */
export function MarkdownEditor({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<[number, number] | null>(null);
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
              </div>
              <textarea
                {...control}
                ref={textarea}
                name="body"
                className="field__input field__textarea markdown-editor__text"
                rows={14}
                spellCheck
                value={value}
                onChange={(event) => onChange(event.target.value)}
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
