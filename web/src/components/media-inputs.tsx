import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import type { MediaFieldsState } from "@/lib/hooks/use-media-fields";
import { FileField } from "./file-field";

/** The file inputs of a kind's form; when editing, `current` has the item's file URLs by stored field. */
export function MediaInputs({
  kind,
  state,
  errors,
  current,
}: {
  kind: ItemKind;
  state: MediaFieldsState;
  errors: Record<string, string>;
  current?: Record<string, unknown>;
}) {
  return (
    <>
      {ITEM_KINDS[kind].media.map((field) => {
        const url = current?.[field.stored];
        return (
          <FileField
            key={field.name}
            field={field}
            resetKey={state.resetKey}
            current={typeof url === "string" && url ? url : undefined}
            removing={state.removing.has(field.name)}
            onRemovingChange={(on) => state.setRemoving(field.name, on)}
            onChange={(file) => state.setFile(field.name, file)}
            error={errors[field.name]}
          />
        );
      })}
    </>
  );
}
