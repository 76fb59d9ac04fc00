import type { ItemKind } from "./item-kinds";

/** Paths of SPEC section 7, built in one place for the web adapter and the tests. */
export const apiPaths = {
  profile: "/api/profile",
  reviews: "/api/reviews",
  projects: "/api/projects",
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  // Account calls (SPEC section 7).
  login: "/api/login",
  signup: "/api/signup",
  confirm: "/api/confirm",
  resend: "/api/resend",
  forgotRequest: "/api/forgot-request",
  forgotVerify: "/api/forgot-verify",
  forgotResend: "/api/forgot-resend",
  forgotReset: "/api/forgot-reset",
  logout: "/api/logout",
  uploadProfileImage: "/api/upload-profile-image",
  user: (username: string) => `/api/user/${encodeURIComponent(username)}`,
  userFollow: (username: string) => `/api/user/${encodeURIComponent(username)}/follow`,
  userProfileImage: (username: string) => `/api/user/${encodeURIComponent(username)}/profile-image`,
  // Articles and blogs (one shape), random posts and did-you-know posts (one shape).
  articles: "/api/articles",
  article: (id: string) => `/api/articles/${encodeURIComponent(id)}`,
  blogs: "/api/blogs",
  blog: (id: string) => `/api/blogs/${encodeURIComponent(id)}`,
  randomPosts: "/api/random-post",
  randomPost: (id: string) => `/api/random-post/${encodeURIComponent(id)}`,
  didYouKnowPosts: "/api/islamic",
  didYouKnowPost: (id: string) => `/api/islamic/${encodeURIComponent(id)}`,
  // Any of the five published kinds: its list (and create), and one item (read, update, delete).
  items: (kind: ItemKind) => `/api/${kind}`,
  item: (kind: ItemKind, id: string) => `/api/${kind}/${encodeURIComponent(id)}`,
} as const;
