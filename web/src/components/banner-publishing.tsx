import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { ITEM_SCHEMAS } from "@contract/item-schemas";
import { fetchItem } from "@/api/items";
import { useUpdateItem } from "@/lib/data/item-mutations";
import { usePublishForm } from "@/lib/hooks/use-publish-form";
import type { StatedItem } from "./item-state-banner";
import { PublishingChoices, publishingFields, type PublishingChoice } from "./publishing-choices";
import { PublishQuestionDialog, usePublishQuestion } from "./publish-question";

/**
 * The text fields of a saved item as its edit form sends them: PUT takes the whole text (functions' parseForm), and
 * leaves the files and alt texts not sent as they are. Lists go as the form writes them, separated by commas.
 */
function savedTextFields(kind: ItemKind, item: object): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of Object.keys(ITEM_SCHEMAS[kind].fieldsSchema.shape)) {
    const value = (item as Record<string, unknown>)[name];
    if (typeof value === "string") fields[name] = value;
    else if (Array.isArray(value)) fields[name] = value.join(", ");
  }
  return fields;
}

/**
 * Publish and Schedule on a draft's own page, and Publish now, Reschedule and Unschedule on a scheduled one's
 * (issue 32): the editor's buttons, question and toasts without opening the editor. Owner only, and loaded only for
 * the owner (item-state-banner.tsx), as the editor is.
 */
export default function BannerPublishing({ kind, item }: { kind: ItemKind; item: StatedItem & Record<string, unknown> }) {
  const { label } = ITEM_KINDS[kind];
  const update = useUpdateItem(kind, item._id);
  const form = usePublishForm(() => `The ${label} could not be saved. Please try again.`, item.status);
  const send = (choice: PublishingChoice) => {
    void form.submit(
      {},
      async (options) => {
        // The text as saved now, not as this page loaded it: an edit saved in another tab since then stays.
        const saved = await fetchItem(kind, item._id, options.signal);
        const body = new FormData();
        for (const [name, value] of Object.entries({ ...savedTextFields(kind, saved), ...publishingFields(choice) })) body.append(name, value);
        return update.mutateAsync({ form: body, options });
      },
      () => {},
    );
  };
  const question = usePublishQuestion(send);
  return (
    <div className="item-state-banner__actions item-state-banner__publishing" role="group" aria-label="Publishing">
      <PublishingChoices status={item.status} busy={form.busy} onChoose={(choice) => question.choose(choice)} save={false} />
      {form.message ? (
        <p className="field__error" role="alert">
          {form.message}
        </p>
      ) : null}
      <PublishQuestionDialog question={question} kind={kind} itemId={item._id} title={typeof item.title === "string" ? item.title : ""} />
    </div>
  );
}
