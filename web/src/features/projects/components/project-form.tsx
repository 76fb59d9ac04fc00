import { ITEM_KINDS } from "@contract/item-kinds";
import { PROJECT_CATEGORIES } from "@contract/limits";
import { isHttpUrl } from "@contract/item-rules";
import type { Project } from "@contract/projects";
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

type TextValues = Record<
  | "title"
  | "shortDescription"
  | "shortFeature1"
  | "shortFeature2"
  | "shortFeature3"
  | "description"
  | "technologiesUsed"
  | "keyFeatures"
  | "codeSnippet"
  | "githubLink"
  | "category",
  string
>;

function initialValues(project?: Project): TextValues {
  return {
    title: project?.title ?? "",
    shortDescription: project?.shortDescription ?? "",
    shortFeature1: project?.shortFeature1 ?? "",
    shortFeature2: project?.shortFeature2 ?? "",
    shortFeature3: project?.shortFeature3 ?? "",
    description: project?.description ?? "",
    technologiesUsed: project?.technologiesUsed.join(", ") ?? "",
    keyFeatures: project?.keyFeatures.join(", ") ?? "",
    codeSnippet: project?.codeSnippet ?? "",
    githubLink: project?.githubLink ?? "",
    category: project?.category ?? PROJECT_CATEGORIES[0],
  };
}

// The folds of the form (form-section.tsx): what a card shows first, then the page's details, then the images.
const ABOUT = ["title", "category", "shortDescription", "description", "technologiesUsed"] as const;
const DETAILS = ["shortFeature1", "shortFeature2", "shortFeature3", "keyFeatures", "githubLink", "codeSnippet"] as const;
const IMAGES = ITEM_KINDS.projects.media;

/** SPEC section 5: title and short description are required; the GitHub link must be a URL. */
function textProblems(values: TextValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = "Title is required.";
  if (!values.shortDescription.trim()) errors.shortDescription = "Short description is required.";
  const link = values.githubLink.trim();
  if (link && !isHttpUrl(link)) errors.githubLink = "GitHub link must be an http(s) URL.";
  return errors;
}

/**
 * The create and edit form of a project (SPEC sections 4 and 5). Editing fills it from the project and
 * sends only the images that were chosen; the others stay.
 */
export function ProjectForm({ project, onSaved }: { project?: Project; onSaved: (project: Project) => void }) {
  const editing = project !== undefined;
  const [values, setValues] = useState(() => initialValues(project));
  const media = useMediaFields("projects");
  const create = useCreateItem("projects");
  const update = useUpdateItem("projects", project?._id ?? "");
  const form = usePublishForm(() => (editing ? "Error updating project" : "Error creating project"), project?.status);
  const set = (name: keyof TextValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const problems = () => ({ ...textProblems(values), ...media.problems(!editing) });
  const submit = (choice: PublishingChoice) => {
    const body = media.body({ ...values, ...publishingFields(choice) });
    const mutation = editing ? update : create;
    void form.submit(
      problems(),
      (options) => mutation.mutateAsync({ form: body, options }),
      onSaved,
    );
  };

  const text = (name: keyof TextValues, label: string, extra: { required?: boolean; hint?: string; type?: "url" } = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={form.errors[name]} {...extra} />
  );

  return (
    <PublishFormFrame
      form={form}
      kind="projects"
      itemId={project?._id}
      status={project?.status}
      onSubmit={submit}
      validate={problems}
      recovery={{ key: editorKey("projects", project?._id), values, restore: (kept) => setValues((current) => ({ ...current, ...kept })) }} label={editing ? "Edit project" : "New project"}>
      <FormSection title="About the project" required filled={anyFilled(values, ABOUT)} invalid={anyInvalid(form.errors, ABOUT)}>
        <div className="publish-form__grid">
          {text("title", "Title", { required: true })}
          <SelectField label="Category" name="category" value={values.category} onChange={set("category")} options={PROJECT_CATEGORIES} error={form.errors.category} required />
        </div>
        {text("shortDescription", "Short description", { required: true })}
        <LongTextField label="Description" name="description" value={values.description} onChange={set("description")} error={form.errors.description} hint={MARKUP_HINT} rows={6} />
        {text("technologiesUsed", "Technologies", { hint: "Separated by commas." })}
      </FormSection>
      <FormSection title="Features, link and code" filled={anyFilled(values, DETAILS)} invalid={anyInvalid(form.errors, DETAILS)}>
        <div className="publish-form__grid">
          {text("shortFeature1", "Short feature 1")}
          {text("shortFeature2", "Short feature 2")}
          {text("shortFeature3", "Short feature 3")}
          {text("keyFeatures", "Key features", { hint: "Separated by commas." })}
        </div>
        {text("githubLink", "GitHub link", { type: "url", hint: "An http(s) address." })}
        <LongTextField label="Code snippet" name="codeSnippet" value={values.codeSnippet} onChange={set("codeSnippet")} error={form.errors.codeSnippet} rows={4} preview={false} />
      </FormSection>
      <FormSection title="Images" filled={mediaFilled(IMAGES, media, project)} invalid={mediaInvalid(IMAGES, form.errors)}>
        <MediaInputs kind="projects" state={media} errors={form.errors} current={project} />
      </FormSection>
    </PublishFormFrame>
  );
}
