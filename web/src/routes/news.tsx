import { createFileRoute } from "@tanstack/react-router";
import { NewsPage } from "@/features/shell/news-page";

export const Route = createFileRoute("/news")({
  component: NewsPage,
});
