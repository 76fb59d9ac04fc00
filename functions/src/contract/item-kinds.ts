import type { z } from "zod";
import type { MediaField } from "./media";
import {
  SHORT_POST_MEDIA,
  shortPostFieldsSchema,
  shortPostListSchema,
  shortPostSchema,
  WRITING_MEDIA,
  writingFieldsSchema,
  writingListSchema,
  writingSchema,
} from "./posts";
import { PROJECT_MEDIA, projectFieldsSchema, projectListSchema, projectSchema } from "./projects";

/** What the API, the seed, the rules tests and the web need to know about one published kind. */
export interface ItemKindSpec {
  /** The Firestore collection. */
  collection: string;
  /** One item, lower case, for messages: "project", "random post". */
  label: string;
  /** The 404 message of GET /api/{kind}/{id}. */
  notFound: string;
  /** The text fields of POST and PUT (multipart). */
  fieldsSchema: z.ZodType;
  /** One item, as GET /api/{kind}/{id} and every mutation answer it. */
  itemSchema: z.ZodType;
  /** GET /api/{kind}: cards, without comments. */
  listSchema: z.ZodType;
  /** The file fields of POST and PUT. */
  media: readonly MediaField[];
  /** What a guest is told on the item page (SPEC sections 6 and 8, word for word). */
  guest: {
    like: string;
    deleteComment: string;
  };
}

// SPEC section 8 words the delete alert two ways: posts say "login", the others "log in".
const DELETE_AS_GUEST = "Please log in to delete your comment.";
const DELETE_POST_AS_GUEST = "Please login to delete your comment.";

/**
 * The five published kinds, keyed by their URL segment under /api (SPEC section 7). They differ in fields
 * and media, not in behaviour: reading, publishing, likes and comments are written once, from this table.
 */
export const ITEM_KINDS = {
  projects: {
    collection: "projects",
    label: "project",
    notFound: "Project not found",
    fieldsSchema: projectFieldsSchema,
    itemSchema: projectSchema,
    listSchema: projectListSchema,
    media: PROJECT_MEDIA,
    guest: { like: "Please log in to like this project.", deleteComment: DELETE_AS_GUEST },
  },
  articles: {
    collection: "articles",
    label: "article",
    notFound: "Article not found",
    fieldsSchema: writingFieldsSchema,
    itemSchema: writingSchema,
    listSchema: writingListSchema,
    media: WRITING_MEDIA,
    guest: { like: "Please log in to like articles.", deleteComment: DELETE_AS_GUEST },
  },
  blogs: {
    collection: "blogs",
    label: "blog",
    notFound: "Blog not found",
    fieldsSchema: writingFieldsSchema,
    itemSchema: writingSchema,
    listSchema: writingListSchema,
    media: WRITING_MEDIA,
    guest: { like: "Please log in to like blogs.", deleteComment: DELETE_AS_GUEST },
  },
  "random-post": {
    collection: "randomPosts",
    label: "random post",
    notFound: "Post not found",
    fieldsSchema: shortPostFieldsSchema,
    itemSchema: shortPostSchema,
    listSchema: shortPostListSchema,
    media: SHORT_POST_MEDIA,
    guest: { like: "Please log in to like posts.", deleteComment: DELETE_POST_AS_GUEST },
  },
  islamic: {
    collection: "didYouKnowPosts",
    label: "did-you-know post",
    notFound: "Post not found",
    fieldsSchema: shortPostFieldsSchema,
    itemSchema: shortPostSchema,
    listSchema: shortPostListSchema,
    media: SHORT_POST_MEDIA,
    guest: { like: "Please log in to like posts.", deleteComment: DELETE_POST_AS_GUEST },
  },
} as const satisfies Record<string, ItemKindSpec>;

export type ItemKind = keyof typeof ITEM_KINDS;
export const ITEM_KIND_NAMES = Object.keys(ITEM_KINDS) as ItemKind[];

/** The item and the fields of one kind, as the API answers and takes them. */
export type ItemOf<Kind extends ItemKind> = z.infer<(typeof ITEM_KINDS)[Kind]["itemSchema"]>;
export type FieldsOf<Kind extends ItemKind> = z.input<(typeof ITEM_KINDS)[Kind]["fieldsSchema"]>;

/** The messages of the file fields a create request lacks, keyed by field. */
export function missingMediaErrors(kind: ItemKind, sent: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ITEM_KINDS[kind].media) {
    if (field.requiredOnCreate && !sent.has(field.name)) errors[field.name] = field.requiredOnCreate;
  }
  return errors;
}
