// The API's routes as its router lists them, so a test notices a route that was added without it.
import { router } from "../../functions/src/api";

export interface RoutePattern {
  method: string;
  /** The path pattern, `:name` segments being parameters, like "/api/reviews/:id". */
  pattern: string;
}

export const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const routeList = (): RoutePattern[] => router.list();

/** "METHOD /pattern" of every route that changes state. */
export const mutationKeys = (): string[] =>
  routeList()
    .filter((route) => STATE_CHANGING_METHODS.has(route.method))
    .map((route) => `${route.method} ${route.pattern}`);
