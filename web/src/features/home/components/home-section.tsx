import type { ReactNode } from "react";

export interface HomeSectionProps {
  id: string;
  /** A short label above the heading. */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}

/** One anchored section of the home page, with a consistent heading block. */
export function HomeSection({ id, eyebrow, title, intro, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <p className="home-section__eyebrow">{eyebrow}</p>
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        <p className="home-section__intro">{intro}</p>
      </div>
      {children}
    </section>
  );
}
