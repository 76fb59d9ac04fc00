import { useState } from "react";
import type { ItemState } from "@contract/item-status";
import { ApiError, isCancelled, type UploadOptions } from "@/api/client";
import { toast } from "@/lib/feedback/toast";
import { savedMessage, type SavedState } from "@/lib/utils/publishing-messages";
import { useUpload, type Upload } from "./use-upload";

export interface PublishForm {
  upload: Upload;
  /** Field messages, from the form's own checks or from the server. */
  errors: Record<string, string>;
  /** The one message above the buttons. */
  message: string | null;
  busy: boolean;
  /** Shows `clientErrors` if there are any (as submit does) and answers whether there were none. */
  check(clientErrors: Record<string, string>): boolean;
  /** Counts the refused saves (by the form's checks or the server), so the frame moves focus only then. */
  refusals: number;
  /**
   * After a refused check, shows the form's own messages as they are now: a field fixed loses its message, and the
   * message above the buttons goes once none is left. Server messages stay until the next save.
   */
  revise(clientErrors: Record<string, string>): void;
  /**
   * Shows `clientErrors` if there are any; otherwise sends with progress and cancel, and on failure
   * shows the server's field messages and the spec's alert. A save is confirmed by a toast that says what the
   * server answered the item is now ("Draft saved", "Scheduled for 28 Nov, 09:00", "Published").
   */
  submit<T extends SavedState>(clientErrors: Record<string, string>, send: (options: UploadOptions) => Promise<T>, onSaved: (item: T) => void): Promise<void>;
}

/**
 * The submit flow every owner form shares; `failureAlert` words the browser alert of SPEC section 8, and `before` is
 * the edited item's state (undefined for a new item), from which the confirmation is told.
 */
export function usePublishForm(failureAlert: (error: unknown) => string, before?: ItemState): PublishForm {
  const upload = useUpload();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  // Whether the messages shown are the form's own (which follow the fields) rather than the server's.
  const [ownMessages, setOwnMessages] = useState(false);
  const show = (clientErrors: Record<string, string>) => {
    setErrors(clientErrors);
    const first = Object.values(clientErrors)[0];
    setMessage(first ?? null);
    return first === undefined;
  };
  const check = (clientErrors: Record<string, string>) => {
    setOwnMessages(true);
    const passed = show(clientErrors);
    if (!passed) setRefusals((count) => count + 1);
    return passed;
  };
  const revise = (clientErrors: Record<string, string>) => {
    if (!ownMessages || sameMessages(errors, clientErrors)) return;
    show(clientErrors);
  };

  return {
    upload,
    errors,
    message,
    busy: upload.progress !== null,
    check,
    refusals,
    revise,
    async submit(clientErrors, send, onSaved) {
      if (!check(clientErrors)) return;
      try {
        const saved = await upload.run(send);
        toast.success(savedMessage(before, saved));
        onSaved(saved);
      } catch (error) {
        if (isCancelled(error)) {
          setMessage("Upload cancelled.");
          return;
        }
        console.error("Publishing failed", error);
        setOwnMessages(false);
        setRefusals((count) => count + 1);
        if (error instanceof ApiError) setErrors(error.errors);
        setMessage(error instanceof ApiError ? error.message : "The server could not be reached. Please try again.");
        window.alert(failureAlert(error));
      }
    },
  };
}

function sameMessages(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
