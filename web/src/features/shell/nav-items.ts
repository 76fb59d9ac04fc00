import type { JSX } from "react";
import {
  BulbIcon,
  ChartIcon,
  DownloadIcon,
  FileTextIcon,
  FolderIcon,
  HomeIcon,
  InboxIcon,
  InfoIcon,
  type LineIconProps,
  ListIcon,
  MailLineIcon,
  PenIcon,
  RssIcon,
  ShuffleIcon,
  UserIcon,
  UsersIcon,
} from "@/components/line-icons";

type Icon = (props: LineIconProps) => JSX.Element;

/** A section of the home page: an in-page anchor there, a link to /#id elsewhere. */
export interface SectionNavItem {
  kind: "section";
  label: string;
  section: "about" | "contact";
  icon: Icon;
}

export interface PageNavItem {
  kind: "page";
  label: string;
  // A plain string on purpose: several of these pages belong to other features and their routes
  // may not be registered yet, which a literal would turn into a type error.
  to: string;
  icon: Icon;
  /** Shown to the owner only (the API refuses everybody else anyway). */
  ownerOnly?: true;
  /** Carries the count of what waits for the owner: the moderation inbox. */
  showsWaiting?: true;
}

export type NavItem = SectionNavItem | PageNavItem;

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: "page", label: "Home", to: "/", icon: HomeIcon },
  { kind: "section", label: "About", section: "about", icon: InfoIcon },
  { kind: "section", label: "Contact", section: "contact", icon: MailLineIcon },
  { kind: "page", label: "Profile", to: "/profile", icon: UserIcon },
  { kind: "page", label: "Projects", to: "/projects", icon: FolderIcon },
  { kind: "page", label: "Articles", to: "/articles", icon: FileTextIcon },
  { kind: "page", label: "Blogs", to: "/blogs", icon: PenIcon },
  { kind: "page", label: "News", to: "/news", icon: RssIcon },
  { kind: "page", label: "Random Posts", to: "/random-posts", icon: ShuffleIcon },
  { kind: "page", label: "Did You Know?", to: "/did-you-know", icon: BulbIcon },
  { kind: "page", label: "Moderation", to: "/moderation", icon: InboxIcon, ownerOnly: true, showsWaiting: true },
  { kind: "page", label: "Stats", to: "/stats", icon: ChartIcon, ownerOnly: true },
  { kind: "page", label: "People", to: "/people", icon: UsersIcon, ownerOnly: true },
  { kind: "page", label: "Audit log", to: "/audit", icon: ListIcon, ownerOnly: true },
  { kind: "page", label: "Import and export", to: "/import-export", icon: DownloadIcon, ownerOnly: true },
];
