import { useState } from "react";
import { toast } from "react-toastify";
import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import { ItemListPage } from "@/components/item-list-page";
import { useViewer } from "@/lib/auth";
import { WritingCard } from "./writing-card";
import { WritingForm } from "./writing-form";
import "../writings.css";

/** /articles and /blogs: the list of every kind, with the owner's form for a new one above it. */
export function WritingsPage({ kind }: { kind: WritingKind }) {
  const { label } = ITEM_KINDS[kind];
  const { isOwner } = useViewer();
  const [writingNew, setWritingNew] = useState(false);

  return (
    <ItemListPage
      kind={kind}
      classPrefix="writings"
      gridClass="writings-grid"
      ownerBar={
        isOwner ? (
          <section className="writings-owner" aria-label={`Write a new ${label}`}>
            <button type="button" className="button button--primary" aria-expanded={writingNew} onClick={() => setWritingNew(!writingNew)}>
              {writingNew ? "Close the form" : `Write a new ${label}`}
            </button>
            {writingNew ? (
              <WritingForm
                kind={kind}
                onSaved={(writing) => {
                  setWritingNew(false);
                  toast.success(`"${writing.title}" is published.`);
                }}
              />
            ) : null}
          </section>
        ) : null
      }
      renderCard={(writing) => <WritingCard kind={kind} writing={writing} />}
    />
  );
}
