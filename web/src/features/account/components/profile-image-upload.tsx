import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from "@contract/account-rules";
import { useRef, useState, type FormEvent } from "react";
import { Field } from "@/components/form-fields";
import { FormMessage, type Notice } from "@/components/form-message";
import { useUploadProfileImage } from "../api/profile-image-mutation";

const EXTENSIONS: readonly string[] = Object.values(PROFILE_IMAGE_TYPES).flat();
const ACCEPT = EXTENSIONS.join(",");
const MAX_MEGABYTES = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);
const WRONG_FILE = `Choose a ${EXTENSIONS.join(", ")} image up to ${MAX_MEGABYTES} MB.`;

const isAllowed = (file: File) =>
  file.size <= PROFILE_IMAGE_MAX_BYTES && EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/** Uploads a new profile image; the caller refreshes the image it shows. */
export function ProfileImageUpload({ onUploaded }: { onUploaded: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const upload = useUploadProfileImage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    // Saves a round trip for a file the server would refuse anyway.
    if (!isAllowed(file)) {
      setNotice({ tone: "error", text: WRONG_FILE });
      return;
    }
    setNotice(null);
    upload.mutate(file, {
      onSuccess: () => {
        setNotice({ tone: "success", text: "Done" });
        setFile(null);
        formRef.current?.reset();
        onUploaded();
      },
      onError: (error) => {
        console.error("Profile image upload failed", error);
        setNotice({ tone: "error", text: "Upload failed. Please try again." });
      },
    });
  };

  return (
    <form className="account-upload" ref={formRef} onSubmit={submit}>
      <Field label="Change profile image" hint={`${EXTENSIONS.join(", ")} up to ${MAX_MEGABYTES} MB.`}>
        {(control) => (
          <input
            {...control}
            className="field__file"
            type="file"
            name={PROFILE_IMAGE_FIELD}
            accept={ACCEPT}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setNotice(null);
            }}
          />
        )}
      </Field>
      <FormMessage notice={notice} />
      <button className="account-button" type="submit" disabled={!file || upload.isPending}>
        {upload.isPending ? "Uploading..." : "Upload"}
      </button>
    </form>
  );
}
