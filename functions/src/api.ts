import { confirmHandler, resendHandler, signupHandler } from "./handlers/accounts";
import { forgotResetHandler, forgotVerifyHandler, sendResetCodeHandler } from "./handlers/password-reset";
import { getProfile } from "./handlers/profile";
import { getItemHandler, listItemsHandler } from "./handlers/items";
import { createItemHandler, deleteItemHandler, updateItemHandler } from "./handlers/publishing";
import { listReviewsHandler } from "./handlers/reviews";
import { loginHandler, logoutHandler } from "./handlers/sessions";
import { followHandler, getUserHandler, profileImageHandler, uploadProfileImageHandler } from "./handlers/users";
import { ITEM_KIND_NAMES } from "./contract/item-kinds";
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
  .on("GET", "/api/reviews", listReviewsHandler);

// The five published kinds share one set of calls (SPEC section 7), under /api/{kind}.
for (const kind of ITEM_KIND_NAMES) {
  router
    .on("GET", `/api/${kind}`, listItemsHandler(kind))
    .on("POST", `/api/${kind}`, createItemHandler(kind))
    .on("GET", `/api/${kind}/:id`, getItemHandler(kind))
    .on("PUT", `/api/${kind}/:id`, updateItemHandler(kind))
    .on("DELETE", `/api/${kind}/:id`, deleteItemHandler(kind));
}
