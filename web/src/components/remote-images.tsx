import "./remote-images.css";

export interface RemoteImagesProps {
  /** A fediverse reply's images: copies in the site's own Storage, made by the server, with their descriptions. */
  images: readonly { url: string; alt: string }[] | undefined;
}

/** Only web addresses become an image source: never javascript: or data:. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** A fediverse reply's images, small and loaded lazily, each with its author's description as alt text. */
export function RemoteImages({ images }: RemoteImagesProps) {
  const shown = (images ?? []).filter((image) => isWebAddress(image.url));
  if (shown.length === 0) return null;
  return (
    <ul className="remote-images" aria-label="Images">
      {shown.map((image) => (
        <li key={image.url}>
          <a href={image.url} target="_blank" rel="noopener noreferrer nofollow ugc">
            <img src={image.url} alt={image.alt} loading="lazy" decoding="async" width={160} height={120} />
          </a>
        </li>
      ))}
    </ul>
  );
}
