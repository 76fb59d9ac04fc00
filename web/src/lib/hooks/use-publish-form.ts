import { useState } from "react";
import { ApiError, isCancelled, type UploadOptions } from "@/api/client";
import { useUpload, type Upload } from "./use-upload";

export interface PublishForm {
  upload: Upload;
  /** Field messages, from the form's own checks or from the server. */
  errors: Record<string, string>;
  /** The one message above the buttons. */
  message: string | null;
  busy: boolean;
  /**
   * Shows `clientErrors` if there are any; otherwise sends with progress and cancel, and on failure
   * shows the server's field messages and the spec's alert.
   */
  submit<T>(clientErrors: Record<string, string>, send: (options: UploadOptions) => Promise<T>, onSaved: (item: T) => void): Promise<void>;
}

/** The submit flow every owner form shares; `failureAlert` words the browser alert of SPEC section 8. */
export function usePublishForm(failureAlert: (error: unknown) => string): PublishForm {
  const upload = useUpload();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  return {
    upload,
    errors,
    message,
    busy: upload.progress !== null,
    async submit(clientErrors, send, onSaved) {
      setErrors(clientErrors);
      const first = Object.values(clientErrors)[0];
      setMessage(first ?? null);
      if (first) return;
      try {
        onSaved(await upload.run(send));
      } catch (error) {
        if (isCancelled(error)) {
          setMessage("Upload cancelled.");
          return;
        }
        console.error("Publishing failed", error);
        if (error instanceof ApiError) setErrors(error.errors);
        setMessage(error instanceof ApiError ? error.message : "The server could not be reached. Please try again.");
        window.alert(failureAlert(error));
      }
    },
  };
}
