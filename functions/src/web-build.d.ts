// The web build's outputs that the function's bundle takes in (functions/build.mjs maps these names to files in
// web/dist-server and web/dist; build the web first). Typed here by hand: they are the web's, not the function's.

declare module "web-renderer" {
  export interface InlinedQuery {
    queryKey: readonly unknown[];
    data: unknown;
  }
  export interface RenderRequest {
    shell: string;
    origin: string;
    path: string;
    queries?: InlinedQuery[];
  }
  /** Renders one address of the app into the shell (web/src/entry-server.tsx). */
  export function renderDocument(request: RenderRequest): Promise<{ html: string; path: string }>;
}

declare module "web-shell" {
  /** web/dist/app-shell.html: the app's CSS and scripts around an empty #root. */
  const shell: string;
  export default shell;
}
