import type { ProjectCategory } from "@contract/limits";

/** The category buttons of /projects: one category, or every project. */
export type CategoryFilter = ProjectCategory | "All";
