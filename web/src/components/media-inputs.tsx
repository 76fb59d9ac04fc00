import { ALT_TEXT_MAX, ALT_TEXT_MISSING, altFieldName, altTextOf, takesAltText, type AltTexts } from "@contract/alt-text";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import type { MediaField } from "@contract/media";
import { useId } from "react";
import type { MediaFieldsState } from "@/lib/hooks/use-media-fields";
import { chosenMediaKind } from "@/lib/utils/media-checks";
import { isVideoUrl } from "@/lib/utils/video-url";
import { FileField } from "./file-field";
import { Field } from "./form-fields";
import "./media-inputs.css";

const savedAltTexts = (current?: Record<string, unknown>): AltTexts => {
  const alt = current?.alt;
  return typeof alt === "object" && alt !== null ? (alt as AltTexts) : {};
};

/** "Alt text for header image": the field's label, as the middle of a sentence. */
const altLabel = (field: MediaField) => `Alt text for ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;

/**
 * The file inputs of a kind's form (or of some of its `fields`, for a section of it), each image field with its alt
 * text; when editing, `current` is the item, with its file URLs by stored field and its saved alt texts (`alt`).
 */
export function MediaInputs({
  kind,
  fields = ITEM_KINDS[kind].media,
  state,
  errors,
  current,
}: {
  kind: ItemKind;
  fields?: readonly MediaField[];
  state: MediaFieldsState;
  errors: Record<string, string>;
  current?: Record<string, unknown>;
}) {
  const saved = savedAltTexts(current);
  return (
    <>
      {fields.map((field) => {
        const url = current?.[field.stored];
        const currentUrl = typeof url === "string" && url ? url : undefined;
        return (
          <div key={field.name} className="media-input">
            <FileField
              field={field}
              resetKey={state.resetKey}
              current={currentUrl}
              removing={state.removing.has(field.name)}
              onRemovingChange={(on) => state.setRemoving(field.name, on)}
              onChange={(file) => state.setFile(field.name, file)}
              error={errors[field.name]}
            />
            {takesAltText(field) ? (
              <AltTextInput
                field={field}
                value={state.alts[field.name] ?? altTextOf(saved, field.stored)}
                onChange={(text) => state.setAlt(field.name, text)}
                showsImage={showsImage(field, state, currentUrl)}
                error={errors[altFieldName(field)]}
              />
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/** Whether any of `fields` holds a file (chosen, or kept from the item) or an alt text: a form section's `filled`. */
export function mediaFilled(fields: readonly MediaField[], state: MediaFieldsState, current?: Record<string, unknown>): boolean {
  return fields.some((field) => {
    const url = current?.[field.stored];
    return Boolean(state.files[field.name]) || (typeof url === "string" && url !== "") || Boolean(state.alts[field.name]?.trim());
  });
}

/** Whether any of `fields` (or its alt text) has a message: a form section's `invalid`. */
export const mediaInvalid = (fields: readonly MediaField[], errors: Record<string, string>) =>
  fields.some((field) => errors[field.name] !== undefined || errors[altFieldName(field)] !== undefined);

/** Whether the field will hold an image once saved: one chosen now, or the current one kept. */
function showsImage(field: MediaField, state: MediaFieldsState, currentUrl: string | undefined): boolean {
  const file = state.files[field.name];
  if (file) return chosenMediaKind(file, field.accepts) === "image";
  if (!currentUrl || state.removing.has(field.name)) return false;
  return field.accepts === "image" || !isVideoUrl(currentUrl);
}

function AltTextInput({ field, value, onChange, showsImage, error }: {
  field: MediaField;
  value: string;
  onChange: (text: string) => void;
  showsImage: boolean;
  error?: string | undefined;
}) {
  const warningId = useId();
  const missing = showsImage && value.trim() === "";
  const hint =
    field.accepts === "image-or-video"
      ? "What the image shows, for people who cannot see it (for a video, its label). Optional."
      : "What the image shows, for people who cannot see it. Optional.";
  // A warning, not an error: saving works without alt text. It is part of the input's description, read with it,
  // rather than announced each time it shows.
  const warning = missing ? (
    <p className="media-input__warning" id={warningId}>
      <span aria-hidden="true">⚠ </span>
      {ALT_TEXT_MISSING}
    </p>
  ) : null;
  return (
    <Field label={altLabel(field)} hint={hint} error={error} describedBy={missing ? warningId : undefined} after={warning}>
      {(control) => (
        <input
          {...control}
          className="field__input"
          type="text"
          name={altFieldName(field)}
          value={value}
          maxLength={ALT_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
