import { PROJECT_MEDIA, SHORT_POST_MEDIA, WRITING_MEDIA } from "./item-rules";
import { POST_CATEGORIES, PROJECT_CATEGORIES } from "./limits";
import type { MediaField } from "./media";

/**
 * What the API, the seed, the rules tests and the web need to know about one published kind. Plain values, so a
 * page can use them without loading zod; each kind's schemas are in item-schemas.ts.
 */
export interface ItemKindSpec {
  /** The Firestore collection. */
  collection: string;
  /** Where the site shows the kind: its list, and each item below it (SPEC section 2). */
  pagePath: string;
  /** One item, lower case, for messages: "project", "random post". */
  label: string;
  /** The 404 message of GET /api/{kind}/{id}. */
  notFound: string;
  /** The file fields of POST and PUT. */
  media: readonly MediaField[];
  /** The text fields the list search looks at (SPEC section 9), title first; see search-words.ts. */
  searchFields: readonly string[];
  /** The categories `?category=` filters the list by, or null when the kind has none. */
  categories: readonly string[] | null;
  /** What a guest is told on the item page (SPEC sections 6 and 8, word for word). */
  guest: {
    like: string;
    deleteComment: string;
  };
}

// SPEC section 8 words the delete alert two ways: posts say "login", the others "log in".
const DELETE_AS_GUEST = "Please log in to delete your comment.";
const DELETE_POST_AS_GUEST = "Please login to delete your comment.";

// SPEC section 9: articles and blogs match the title or the first paragraph, posts the title or the desc.
const WRITING_SEARCH = ["title", "firstParagraph"] as const;
const SHORT_POST_SEARCH = ["title", "desc"] as const;

/**
 * The five published kinds, keyed by their URL segment under /api (SPEC section 7). They differ in fields
 * and media, not in behaviour: reading, publishing, likes and comments are written once, from this table.
 */
export const ITEM_KINDS = {
  projects: {
    collection: "projects",
    pagePath: "/projects",
    label: "project",
    notFound: "Project not found",
    media: PROJECT_MEDIA,
    // The technologies too, as the projects search always matched them ("react" finds React apps).
    searchFields: ["title", "shortDescription", "technologiesUsed"],
    categories: PROJECT_CATEGORIES,
    guest: { like: "Please log in to like this project.", deleteComment: DELETE_AS_GUEST },
  },
  articles: {
    collection: "articles",
    pagePath: "/articles",
    label: "article",
    notFound: "Article not found",
    media: WRITING_MEDIA,
    searchFields: WRITING_SEARCH,
    categories: POST_CATEGORIES,
    guest: { like: "Please log in to like articles.", deleteComment: DELETE_AS_GUEST },
  },
  blogs: {
    collection: "blogs",
    pagePath: "/blogs",
    label: "blog",
    notFound: "Blog not found",
    media: WRITING_MEDIA,
    searchFields: WRITING_SEARCH,
    categories: POST_CATEGORIES,
    guest: { like: "Please log in to like blogs.", deleteComment: DELETE_AS_GUEST },
  },
  "random-post": {
    collection: "randomPosts",
    pagePath: "/random-posts",
    label: "random post",
    notFound: "Post not found",
    media: SHORT_POST_MEDIA,
    searchFields: SHORT_POST_SEARCH,
    categories: null,
    guest: { like: "Please log in to like posts.", deleteComment: DELETE_POST_AS_GUEST },
  },
  islamic: {
    collection: "didYouKnowPosts",
    pagePath: "/did-you-know",
    label: "did-you-know post",
    notFound: "Post not found",
    media: SHORT_POST_MEDIA,
    searchFields: SHORT_POST_SEARCH,
    categories: null,
    guest: { like: "Please log in to like posts.", deleteComment: DELETE_POST_AS_GUEST },
  },
} as const satisfies Record<string, ItemKindSpec>;

export type ItemKind = keyof typeof ITEM_KINDS;
export const ITEM_KIND_NAMES = Object.keys(ITEM_KINDS) as ItemKind[];

/** The messages of the file fields a create request lacks, keyed by field. */
export function missingMediaErrors(kind: ItemKind, sent: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ITEM_KINDS[kind].media) {
    if (field.requiredOnCreate && !sent.has(field.name)) errors[field.name] = field.requiredOnCreate;
  }
  return errors;
}

/**
 * The web app's cache keys of a kind's lists, named like its pages: every list of the kind sits under
 * `["projects", "list"]` (its page path's name), and the one without a search or category under
 * `["projects", "list", UNFILTERED_LIST]`. The `api` function renders a list page with its first page inlined under
 * that key, so the app shows it without asking again.
 */
export const itemListsKey = (kind: ItemKind) => [ITEM_KINDS[kind].pagePath.slice(1), "list"] as const;
export const UNFILTERED_LIST = { q: "", category: null } as const;
