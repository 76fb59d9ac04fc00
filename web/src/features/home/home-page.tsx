import type { ReactNode } from "react";
import { HydrateWhenSeen } from "@/lib/render/hydrate-when-seen";
import { usePageMeta } from "@/lib/render/page-meta";
import { OWNER } from "@/lib/utils/site";
import { AboutSection } from "./showcase/about-section";
import { BlogsSection } from "./showcase/blogs-section";
import { ChatWidget } from "./chat-widget";
import { HomeCommentsSection } from "./comments/home-comments-section";
import { ContactSection } from "./contact/contact-section";
import { HeroSection } from "./showcase/hero-section";
import { ProjectsSection } from "./showcase/projects-section";
import { ReportSection } from "./reports/report-section";
import { ReviewsSection } from "./reviews/reviews-section";
import "./home.css";

/**
 * The owner's moderation lists shown inside the home sections. The route fills them from the moderation
 * feature (features do not import each other); each renders nothing for anybody but the owner.
 */
export interface OwnerPanels {
  reviews?: ReactNode;
  reports?: ReactNode;
  contact?: ReactNode;
}

export function HomePage({ ownerPanels = {} }: { ownerPanels?: OwnerPanels }) {
  usePageMeta({
    title: "Home",
    description: `The portfolio of ${OWNER.displayName}: projects with live demos, articles, blogs, reviews and a friendly developer community.`,
  });
  return (
    <div className="home">
      {/* Each section comes alive when the reader nears it: a phone hydrates what is on its screen, not every
          comment thread below it. */}
      {[
        <HeroSection key="hero" />,
        <AboutSection key="about" />,
        <ProjectsSection key="projects" />,
        <BlogsSection key="blogs" />,
        <ReviewsSection key="reviews" ownerPanel={ownerPanels.reviews} />,
        <ReportSection key="reports" ownerPanel={ownerPanels.reports} />,
        <ContactSection key="contact" ownerPanel={ownerPanels.contact} />,
        <HomeCommentsSection key="comments" />,
      ].map((section) => (
        <HydrateWhenSeen key={section.key}>{section}</HydrateWhenSeen>
      ))}
      <ChatWidget />
    </div>
  );
}
