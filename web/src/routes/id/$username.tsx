import { createFileRoute } from "@tanstack/react-router";
import { userQueryOptions } from "@/features/account/api/user-query";
import { UserScreen } from "@/features/account/components/user-screen";

export const Route = createFileRoute("/id/$username")({
  // Not awaited: the screen shows "Loading..." and sends failures to /error or /404 itself.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(params.username));
  },
  component: UserRoute,
});

function UserRoute() {
  const { username } = Route.useParams();
  // A new key per user, so state such as a pending follow never leaks from one page to the next.
  return <UserScreen key={username} username={username} />;
}
