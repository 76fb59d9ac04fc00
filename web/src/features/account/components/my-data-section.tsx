import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { fetchMyData, type MyDataFile } from "@/api/my-data";
import { FormMessage } from "@/components/form-message";
import { errorMessage } from "../lib/error-message";

const DOWNLOAD_FAILED = "Your data could not be downloaded. Please check your connection and try again.";

/** Hands a file to the browser's downloads, as a link with `download` would. */
function save({ file, name }: MyDataFile): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  link.click();
  // The download has its own copy once started; the address can go after this task.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/**
 * "Download my data" (issue 36): everything the site keeps that the member made or chose, as one JSON file. Its own
 * chunk (profile-screen.tsx), so the profile's first load does not grow.
 */
export default function MyDataSection() {
  const headingId = useId();
  const download = useMutation({ mutationFn: fetchMyData, onSuccess: save });
  return (
    <section className="account-data" aria-labelledby={headingId}>
      <h2 className="account-data__title" id={headingId}>
        Your data
      </h2>
      <p>
        One JSON file with everything this site keeps that you made or chose: your profile, comments, replies, reviews,
        reports and messages, the posts you liked, whom you follow and who follows you, your email choices and where
        you are signed in.
      </p>
      <button type="button" className="button" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? "Preparing your data..." : "Download my data"}
      </button>
      {download.isSuccess ? (
        <p role="status">{`Downloaded as ${download.data.name}.`}</p>
      ) : null}
      {download.isError ? <FormMessage error={errorMessage(download.error, DOWNLOAD_FAILED)} /> : null}
    </section>
  );
}
