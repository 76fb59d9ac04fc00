import { z } from "zod";

export const imageVariantSchema = z.object({ width: z.number().int().positive(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * Responsive WebP copies of an item's images, narrowest first, keyed by the item field of the original.
 * Videos and animated GIFs have none; the original URL always works on its own.
 */
export const variantsSchema = z.record(z.string(), z.array(imageVariantSchema));
export type Variants = z.infer<typeof variantsSchema>;
