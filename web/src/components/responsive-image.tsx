import type { ImageVariant } from "@contract/variants";
import type { ImgHTMLAttributes } from "react";

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  src: string;
  /** The WebP copies the API answered for this image (item.variants[field]); may be empty. */
  variants?: readonly ImageVariant[];
  /** How wide the image shows, as the `sizes` attribute: the browser then picks the smallest copy that fits. */
  sizes: string;
}

/** The `srcset` of an image's WebP copies, or undefined when it has none (videos, animated GIFs, old items). */
export function srcSetOf(variants: readonly ImageVariant[] = []): string | undefined {
  return variants.length > 0 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ") : undefined;
}

/**
 * An uploaded image with its responsive copies, so a phone downloads a 480-px WebP rather than the
 * original. Without copies it is a plain image of the original.
 */
export function ResponsiveImage({ src, variants, sizes, alt = "", ...rest }: ResponsiveImageProps) {
  const srcSet = srcSetOf(variants);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
