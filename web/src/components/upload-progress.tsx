import "./publish-form.css";

/** How far an upload has gone, with a way to stop it. At 100 % the server is still making the image copies. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label="Upload progress" />
      <span className="upload-progress__text" role="status">
        {percent < 100 ? `Uploading... ${percent}%` : "Processing..."}
      </span>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel upload
      </button>
    </div>
  );
}
