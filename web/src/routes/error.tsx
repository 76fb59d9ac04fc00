import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/features/shell/error-page";

export const Route = createFileRoute("/error")({
  component: ErrorPage,
});
