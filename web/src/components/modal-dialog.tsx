import { useEffect, useRef, type ReactNode } from "react";
import "./publish-form.css";

/** A modal dialog with a title and a close button; Escape closes it too. */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-dialog__head">
        <h2 className="modal-dialog__title">{title}</h2>
        <button type="button" className="modal-dialog__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
