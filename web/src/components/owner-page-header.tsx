import type { ReactNode } from "react";
import "./owner-page-header.css";

/**
 * The head of each of the owner's own pages (/moderation, /stats, /people): "Owner" above the title, a line saying
 * what the page is for, and whatever else the page puts there (the moderation summary).
 */
export function OwnerPageHeader({ title, intro, children }: { title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <header className="owner-page-header">
      <p className="owner-page-header__eyebrow">Owner</p>
      <h1 className="owner-page-header__title">{title}</h1>
      <p className="owner-page-header__intro">{intro}</p>
      {children}
    </header>
  );
}
