import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import { POST_CATEGORIES } from "@contract/limits";
import { WRITING_REQUIRED_MESSAGE } from "@contract/item-rules";
import type { Writing } from "@contract/posts";
import { useState } from "react";
import { LongTextField, MARKUP_HINT, SelectField, TextField } from "@/components/form-fields";
import { anyFilled, anyInvalid, FormSection } from "@/components/form-section";
import { MediaInputs, mediaFilled, mediaInvalid } from "@/components/media-inputs";
import { PublishFormFrame } from "@/components/publish-form";
import { publishingFields, type PublishingChoice } from "@/components/publishing-choices";
import { useCreateItem, useUpdateItem } from "@/lib/data/item-mutations";
import { useMediaFields } from "@/lib/hooks/use-media-fields";
import { editorKey } from "@/lib/hooks/use-form-recovery";
import { usePublishForm } from "@/lib/hooks/use-publish-form";
import { MarkdownEditor } from "./markdown-editor";
import { RevisionHistory } from "./revision-history";
// Linked by the form itself, which is lazy: the site's one stylesheet (vite.config.ts) would carry it to every page.
import editorStylesheet from "./long-form-editor.css?url";

type TextValues = Record<"title" | "category" | "firstParagraph" | "secondParagraph" | "lastParagraph" | "body", string>;

const initialValues = (writing?: Writing): TextValues => ({
  title: writing?.title ?? "",
  category: writing?.category ?? "",
  firstParagraph: writing?.firstParagraph ?? "",
  secondParagraph: writing?.secondParagraph ?? "",
  lastParagraph: writing?.lastParagraph ?? "",
  // The owner's item answer carries its Markdown (contract/long-form.ts).
  body: writing?.body ?? "",
});

// The folds of the form (form-section.tsx): what every writing needs first, and what it may have besides.
const FIRST_TEXT = ["title", "category", "firstParagraph"] as const;
const MORE_TEXT = ["secondParagraph", "lastParagraph"] as const;
const LONG_FORM = ["body"] as const;

/** SPEC section 5: title, first paragraph and category are required, with one message for all three. */
function textProblems(values: TextValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ["title", "firstParagraph", "category"] as const) {
    if (!values[name].trim()) errors[name] = WRITING_REQUIRED_MESSAGE;
  }
  return errors;
}

/** The owner's form for a new or edited article or blog; on edit only the chosen files are sent. */
export function WritingForm({
  kind,
  writing,
  onSaved,
}: {
  kind: WritingKind;
  writing?: Writing;
  onSaved: (writing: Writing) => void;
}) {
  const editing = writing !== undefined;
  const { label } = ITEM_KINDS[kind];
  const [values, setValues] = useState(() => initialValues(writing));
  const media = useMediaFields(kind);
  const create = useCreateItem(kind);
  const update = useUpdateItem(kind, writing?._id ?? "");
  // SPEC section 8 words the alert for blogs; articles share the form and the words.
  const form = usePublishForm(() => "Error submitting blog. Try again.", writing?.status);
  const set = (name: keyof TextValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const problems = () => ({ ...textProblems(values), ...media.problems(!editing) });
  const submit = (choice: PublishingChoice) => {
    const body = media.body({ ...values, ...publishingFields(choice) });
    const mutation = editing ? update : create;
    void form.submit(problems(), (options) => mutation.mutateAsync({ form: body, options }), (saved) => {
      if (!editing) {
        setValues(initialValues());
        media.reset();
      }
      onSaved(saved);
    });
  };

  // The required image goes in the first fold, the others in a fold of their own.
  const mainMedia = ITEM_KINDS[kind].media.filter((field) => field.requiredOnCreate);
  const moreMedia = ITEM_KINDS[kind].media.filter((field) => !field.requiredOnCreate);

  const paragraph = (name: "firstParagraph" | "secondParagraph" | "lastParagraph", label: string, required = false) => (
    <LongTextField label={label} name={name} value={values[name]} onChange={set(name)} error={form.errors[name]} hint={MARKUP_HINT} required={required} />
  );

  return (
    <PublishFormFrame
      form={form}
      kind={kind}
      itemId={writing?._id}
      status={writing?.status}
      onSubmit={submit}
      validate={problems}
      recovery={{ key: editorKey(kind, writing?._id), values, restore: (kept) => setValues((current) => ({ ...current, ...kept })) }}
      label={editing ? `Edit ${label}` : `New ${label}`}
    >
      <FormSection
        title="Text and main image"
        required
        filled={anyFilled(values, FIRST_TEXT) || mediaFilled(mainMedia, media, writing)}
        invalid={anyInvalid(form.errors, FIRST_TEXT) || mediaInvalid(mainMedia, form.errors)}
      >
        <div className="publish-form__grid">
          <TextField label="Title" name="title" value={values.title} onChange={set("title")} error={form.errors.title} required />
          <SelectField
            label="Category"
            name="category"
            value={values.category}
            onChange={set("category")}
            options={POST_CATEGORIES}
            placeholder="Choose a category"
            error={form.errors.category}
            required
          />
        </div>
        {paragraph("firstParagraph", "First paragraph", true)}
        <MediaInputs kind={kind} fields={mainMedia} state={media} errors={form.errors} current={writing} />
      </FormSection>
      <FormSection title="More paragraphs" filled={anyFilled(values, MORE_TEXT)} invalid={anyInvalid(form.errors, MORE_TEXT)}>
        {paragraph("secondParagraph", "Second paragraph")}
        {paragraph("lastParagraph", "Last paragraph")}
      </FormSection>
      <link rel="stylesheet" href={editorStylesheet} precedence="default" />
      <FormSection title="Long-form body" filled={anyFilled(values, LONG_FORM)} invalid={anyInvalid(form.errors, LONG_FORM)}>
        <MarkdownEditor value={values.body} onChange={set("body")} error={form.errors.body} kind={kind} itemId={writing?._id} />
      </FormSection>
      <FormSection title="More images and video" filled={mediaFilled(moreMedia, media, writing)} invalid={mediaInvalid(moreMedia, form.errors)}>
        <MediaInputs kind={kind} fields={moreMedia} state={media} errors={form.errors} current={writing} />
      </FormSection>
      {writing ? (
        <FormSection title="History" filled={false} invalid={false}>
          <RevisionHistory kind={kind} writing={writing} onRestored={() => onSaved(writing)} />
        </FormSection>
      ) : null}
    </PublishFormFrame>
  );
}
