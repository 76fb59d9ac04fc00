import { lazy, Suspense, useState } from "react";
import type { ItemKind } from "@contract/item-kinds";
import type { PublishingChoice } from "./publishing-choices";

// Asked only when a choice makes the item public: its code (and the audience call's) loads then, so no page a guest
// reads carries it (the first-load budget, tests/build/bundle-budget.test.ts).
const PublishConfirmation = lazy(() => import("./publish-confirmation").then((module) => ({ default: module.PublishConfirmation })));

export interface PublishQuestion {
  /** A choice that makes the item public, waiting for the owner's answer, with its time (null: now). */
  asked: { choice: PublishingChoice; at: string | null } | null;
  /** Sends a choice that keeps the item out of view at once; asks about one that makes it public first. */
  choose(choice: PublishingChoice): void;
  confirm(): void;
  cancel(): void;
}

/**
 * The one way an owner's choice becomes public (issue 31), for the editor and the draft banner alike (issue 32):
 * Publish, Publish now and Schedule wait for the answer to PublishConfirmation; Save draft and Unschedule go at once.
 * `check` runs the form's own checks first: a refused form asks nothing.
 */
export function usePublishQuestion(send: (choice: PublishingChoice) => void, check: () => boolean = () => true): PublishQuestion {
  const [asked, setAsked] = useState<PublishQuestion["asked"]>(null);
  return {
    asked,
    choose(choice) {
      if (choice.status !== "published") {
        send(choice);
        return;
      }
      if (!check()) return;
      const later = choice.publishAt !== undefined && Date.parse(choice.publishAt) > Date.now();
      setAsked({ choice, at: later ? choice.publishAt! : null });
    },
    confirm() {
      if (!asked) return;
      setAsked(null);
      const { choice, at } = asked;
      // "Publish now" means the moment of the answer, not of the first click.
      send(at === null && choice.publishAt !== undefined ? { ...choice, publishAt: new Date().toISOString() } : choice);
    },
    cancel: () => setAsked(null),
  };
}

/** The question itself, while one is asked. */
export function PublishQuestionDialog({ question, kind, itemId, title }: { question: PublishQuestion; kind: ItemKind; itemId?: string; title: string }) {
  if (!question.asked) return null;
  return (
    <Suspense fallback={null}>
      <PublishConfirmation kind={kind} itemId={itemId} title={title} at={question.asked.at} onConfirm={question.confirm} onCancel={question.cancel} />
    </Suspense>
  );
}
