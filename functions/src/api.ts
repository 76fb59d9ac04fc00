import { confirmHandler, resendHandler, signupHandler } from "./handlers/accounts";
import { forgotResetHandler, forgotVerifyHandler, sendResetCodeHandler } from "./handlers/password-reset";
import { getProfile } from "./handlers/profile";
import { getProjectHandler, listProjectsHandler } from "./handlers/projects";
import { listReviewsHandler } from "./handlers/reviews";
import {
  getDidYouKnowHandler,
  getRandomPostHandler,
  listDidYouKnowHandler,
  listRandomPostsHandler,
} from "./handlers/short-posts";
import { loginHandler, logoutHandler } from "./handlers/sessions";
import { followHandler, getUserHandler, profileImageHandler, uploadProfileImageHandler } from "./handlers/users";
import { getArticleHandler, getBlogHandler, listArticlesHandler, listBlogsHandler } from "./handlers/writings";
import { Router } from "./http/router";

/** Every routed call of SPEC section 7; calls not listed here answer 404 JSON. */
export const router = new Router()
  .on("GET", "/api/profile", getProfile)
  .on("POST", "/api/signup", signupHandler)
  .on("POST", "/api/confirm", confirmHandler)
  .on("POST", "/api/resend", resendHandler)
  .on("POST", "/api/login", loginHandler)
  .on("POST", "/api/logout", logoutHandler)
  .on("POST", "/api/forgot-request", sendResetCodeHandler)
  .on("POST", "/api/forgot-verify", forgotVerifyHandler)
  .on("POST", "/api/forgot-resend", sendResetCodeHandler)
  .on("POST", "/api/forgot-reset", forgotResetHandler)
  .on("POST", "/api/upload-profile-image", uploadProfileImageHandler)
  .on("GET", "/api/user/:username", getUserHandler)
  .on("POST", "/api/user/:username/follow", followHandler)
  .on("GET", "/api/user/:username/profile-image", profileImageHandler)
  .on("GET", "/api/reviews", listReviewsHandler)
  .on("GET", "/api/projects", listProjectsHandler)
  .on("GET", "/api/projects/:id", getProjectHandler)
  .on("GET", "/api/articles", listArticlesHandler)
  .on("GET", "/api/articles/:id", getArticleHandler)
  .on("GET", "/api/blogs", listBlogsHandler)
  .on("GET", "/api/blogs/:id", getBlogHandler)
  .on("GET", "/api/random-post", listRandomPostsHandler)
  .on("GET", "/api/random-post/:id", getRandomPostHandler)
  .on("GET", "/api/islamic", listDidYouKnowHandler)
  .on("GET", "/api/islamic/:id", getDidYouKnowHandler);
