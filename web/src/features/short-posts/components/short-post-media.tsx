import type { ImageVariant } from "@contract/variants";
import { ResponsiveImage } from "@/components/responsive-image";
import { isVideoUrl } from "@/lib/utils/video-url";

/** A post's file: a video when its path ends in mp4, webm or ogg, otherwise an image. */
export function ShortPostMedia({
  url,
  variants,
  sizes,
  alt,
  controls,
  priority = false,
  className,
}: {
  url: string;
  /** The image's WebP copies, for srcset. */
  variants?: readonly ImageVariant[];
  /** How wide the image shows (the sizes attribute). */
  sizes: string;
  /** The image's alt text, or the video's label; "" when the link around it names it. */
  alt: string;
  /** The feed previews videos silently; the detail page plays them. */
  controls: boolean;
  /** The detail page's image is its largest paint: fetched first, never deferred. */
  priority?: boolean;
  className?: string;
}) {
  if (!url) return null;
  if (isVideoUrl(url)) {
    return (
      <video className={className} src={url} controls={controls} muted={!controls} playsInline preload="metadata" aria-label={alt || undefined}>
        Your browser cannot play this video.
      </video>
    );
  }
  return (
    <ResponsiveImage
      className={className}
      src={url}
      variants={variants}
      sizes={sizes}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      width={1200}
      height={900}
    />
  );
}
