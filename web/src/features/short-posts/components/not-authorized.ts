/** SPEC section 8: what a signed-in visitor who is not the owner hears when trying to create a post. */
export const NOT_AUTHORIZED_TO_POST = "You are not authorized to create a post.";
