// Test support for components that read the viewer (useViewer) and the query cache: not used by the app.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ToastContainer } from "react-toastify";
import type { ProfileAnswer } from "@contract/users";
import { profileQueryOptions } from "@/lib/data/auth";
import { storeSessionToken } from "@/lib/data/session-token";

export interface TestViewer {
  username: string;
  isOwner?: boolean;
}

/** A query client that never retries and keeps what a test puts in it. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders `ui` for a guest (null) or a signed-in viewer, with the toasts on screen. A signed-in viewer has
 * the stored hint and a profile answer in the cache, as after a real login.
 */
export function renderWithViewer(ui: ReactElement, viewer: TestViewer | null, client = testQueryClient()) {
  if (viewer) {
    storeSessionToken("hint");
    const answer: ProfileAnswer = {
      success: true,
      message: "",
      user: {
        _id: `uid-${viewer.username}`,
        name: viewer.username,
        username: viewer.username,
        email: `${viewer.username}@example.com`,
        profileImage: "",
        followers: 0,
        following: 0,
        score: 0,
        isOwner: viewer.isOwner ?? false,
      },
    };
    client.setQueryData(profileQueryOptions().queryKey, answer);
  }
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { client, ...view };
}
