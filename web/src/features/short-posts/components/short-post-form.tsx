import { ITEM_KINDS, type ShortPostKind } from "@contract/item-kinds";
import type { ShortPost } from "@contract/posts";
import { useState } from "react";
import { ApiError } from "@/api/client";
import { LongTextField, MARKUP_HINT, TextField } from "@/components/form-fields";
import { anyFilled, anyInvalid, FormSection } from "@/components/form-section";
import { MediaInputs, mediaFilled, mediaInvalid } from "@/components/media-inputs";
import { PublishFormFrame } from "@/components/publish-form";
import { publishingFields, type PublishingChoice } from "@/components/publishing-choices";
import { useCreateItem, useUpdateItem } from "@/lib/data/item-mutations";
import { useMediaFields } from "@/lib/hooks/use-media-fields";
import { editorKey } from "@/lib/hooks/use-form-recovery";
import { usePublishForm } from "@/lib/hooks/use-publish-form";
import { NOT_AUTHORIZED_TO_POST } from "./not-authorized";


/** The owner's form for a new or edited random or did-you-know post: a title, a description and one image or video. */
export function ShortPostForm({
  kind,
  post,
  onSaved,
}: {
  kind: ShortPostKind;
  post?: ShortPost;
  onSaved: (post: ShortPost) => void;
}) {
  const editing = post !== undefined;
  const [title, setTitle] = useState(post?.title ?? "");
  const [desc, setDesc] = useState(post?.desc ?? "");
  const media = useMediaFields(kind);
  const create = useCreateItem(kind);
  const update = useUpdateItem(kind, post?._id ?? "");
  const form = usePublishForm(
    (error) => (error instanceof ApiError && error.status === 403 ? NOT_AUTHORIZED_TO_POST : "Error submitting post. Try again."),
    post?.status,
  );

  const problems = (): Record<string, string> => ({ ...(title.trim() ? {} : { title: "Title is required." }), ...media.problems(!editing) });
  const submit = (choice: PublishingChoice) => {
    const body = media.body({ title, desc, ...publishingFields(choice) });
    const mutation = editing ? update : create;
    void form.submit(problems(), (options) => mutation.mutateAsync({ form: body, options }), (saved) => {
      if (!editing) {
        setTitle("");
        setDesc("");
        media.reset();
      }
      onSaved(saved);
    });
  };

  return (
    <PublishFormFrame
      form={form}
      kind={kind}
      itemId={post?._id}
      status={post?.status}
      onSubmit={submit}
      validate={problems}
      recovery={{
        key: editorKey(kind, post?._id),
        values: { title, desc },
        restore: (kept) => {
          setTitle(kept.title ?? "");
          setDesc(kept.desc ?? "");
        },
      }} label={editing ? "Edit post" : "New post"}>
      {/* Both folds start open on a new post (its file is required): the owner may fold the text to see the file. */}
      <FormSection title="Text" required filled={anyFilled({ title, desc }, ["title", "desc"])} invalid={anyInvalid(form.errors, ["title", "desc"])}>
        <TextField label="Title" name="title" value={title} onChange={setTitle} error={form.errors.title} required />
        <LongTextField label="Description" name="desc" value={desc} onChange={setDesc} error={form.errors.desc} hint={MARKUP_HINT} />
      </FormSection>
      <FormSection title="Media" required={!editing} filled={mediaFilled(ITEM_KINDS[kind].media, media, post)} invalid={mediaInvalid(ITEM_KINDS[kind].media, form.errors)}>
        <MediaInputs kind={kind} state={media} errors={form.errors} current={post} />
      </FormSection>
    </PublishFormFrame>
  );
}
