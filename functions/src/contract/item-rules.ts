import type { MediaField } from "./media";

// Plain rules of the published kinds (no zod), for the forms of the web and the schemas of the contract alike.

/** SPEC section 5: the article and blog form's message for its required fields. */
export const WRITING_REQUIRED_MESSAGE = "Title and First Paragraph are required.";

/** Whether a text is an absolute http(s) URL, the only links a project may carry. */
export const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The image files of a project; all optional, on create and edit alike. */
export const PROJECT_MEDIA: readonly MediaField[] = [
  { name: "headerImg", stored: "headerImg", accepts: "image", label: "Header image" },
  { name: "additionalImg1", stored: "additionalImg1", accepts: "image", label: "Screenshot 1" },
  { name: "additionalImg2", stored: "additionalImg2", accepts: "image", label: "Screenshot 2" },
];

/** SPEC section 5: an article or blog needs its main image when it is created. */
export const WRITING_MEDIA: readonly MediaField[] = [
  { name: "mainImg", stored: "mainImg", accepts: "image", label: "Main image", requiredOnCreate: "The blog image is required." },
  { name: "img", stored: "img", accepts: "image", label: "Image beside the first paragraph" },
  { name: "secondImg", stored: "secondImg", accepts: "image", label: "Second image" },
  { name: "vid", stored: "vid", accepts: "video", label: "Video" },
];

/** A post's one file, an image or a video, answered as `fileUrl` (SPEC section 3). */
export const SHORT_POST_MEDIA: readonly MediaField[] = [
  { name: "file", stored: "fileUrl", accepts: "image-or-video", label: "Image or video", requiredOnCreate: "Please choose an image or a video." },
];
