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
  /**
   * Which of the three shapes the kind has: its fields, and the web's components for its pages. An article's and a
   * blog's page ends with the newest items of its category, which the server renders into the page with it.
   */
  shape: "project" | "writing" | "short-post";
  /** In the comments of an item, whether the default placeholder avatar is left out (SPEC section 2). */
  hideDefaultAvatar: boolean;
  /** What the list page says (SPEC section 2, word for word). */
  list: {
    /** The heading, the page title and the sidebar's name of the list. */
    title: string;
    /** The small line above the heading. */
    eyebrow: string;
    lead: string;
    /** The page's meta description, when it is not the lead. */
    description?: string;
    /** The items in a sentence: "Search posts", "12 posts shown.", "All articles". */
    plural: string;
    /** One of them in a sentence: "1 post shown.". */
    singular: string;
    loading: string;
    empty: string;
    error: string;
  };
}

// SPEC section 8 words the delete alert two ways: posts say "login", the others "log in".
const DELETE_AS_GUEST = "Please log in to delete your comment.";
const DELETE_POST_AS_GUEST = "Please login to delete your comment.";

// SPEC section 2: the lists of articles, blogs and posts say the same while loading and when empty.
const LOADING = "Loading...";
const NO_POST = "No post...";

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
    shape: "project",
    hideDefaultAvatar: false,
    list: {
      title: "Projects",
      eyebrow: "Portfolio",
      lead: "Things I have built, from tiny browser tools to full-stack apps. Open one to try its demo.",
      description: "Projects by the author: small tools, Python, front end, back end and full-stack apps.",
      plural: "projects",
      singular: "project",
      loading: "Loading projects...",
      empty: "No projects found.",
      error: "Error fetching projects. Please try again later.",
    },
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
    shape: "writing",
    hideDefaultAvatar: false,
    list: {
      title: "Articles",
      eyebrow: "Writing",
      lead: "Longer, structured pieces on technology, learning and the craft of building software.",
      plural: "articles",
      singular: "article",
      loading: LOADING,
      empty: NO_POST,
      error: "Error fetching articles",
    },
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
    shape: "writing",
    hideDefaultAvatar: false,
    list: {
      title: "Blogs",
      eyebrow: "Writing",
      lead: "Personal notes, lessons learned and stories from everyday life and development.",
      plural: "blogs",
      singular: "blog",
      loading: LOADING,
      empty: NO_POST,
      error: "Error fetching blogs",
    },
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
    shape: "short-post",
    hideDefaultAvatar: true,
    list: {
      title: "Random Posts",
      eyebrow: "Moments",
      lead: "Snapshots, small wins and whatever else caught my eye.",
      plural: "posts",
      singular: "post",
      loading: LOADING,
      empty: NO_POST,
      error: "Error fetching posts",
    },
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
    shape: "short-post",
    hideDefaultAvatar: false,
    list: {
      title: "Did You Know?",
      eyebrow: "Curiosities",
      lead: "Short facts worth a second look.",
      plural: "posts",
      singular: "post",
      loading: LOADING,
      empty: NO_POST,
      error: "Error fetching posts",
    },
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

/** The kinds of one shape: `KindOfShape<"writing">` is "articles" | "blogs", and any later kind of that shape. */
export type KindOfShape<Shape extends ItemKindSpec["shape"]> = {
  [Kind in ItemKind]: (typeof ITEM_KINDS)[Kind]["shape"] extends Shape ? Kind : never;
}[ItemKind];
export type WritingKind = KindOfShape<"writing">;
export type ShortPostKind = KindOfShape<"short-post">;
