import { usePageMeta } from "@/lib/page-meta";
import { OWNER } from "@/lib/site";
import { AboutSection } from "./about-section";
import { BlogsSection } from "./blogs-section";
import { ChatWidget } from "./chat-widget";
import { CommentsSection } from "./comments-section";
import { ContactSection } from "./contact-section";
import { HeroSection } from "./hero-section";
import { ProjectsSection } from "./projects-section";
import { ReportSection } from "./report-section";
import { ReviewsSection } from "./reviews-section";
import "./home.css";

export function HomePage() {
  usePageMeta({
    title: "Home",
    description: `The portfolio of ${OWNER.displayName}: projects with live demos, articles, blogs, reviews and a friendly developer community.`,
  });
  return (
    <div className="home">
      <HeroSection />
      <AboutSection />
      <ProjectsSection />
      <BlogsSection />
      <ReviewsSection />
      <ReportSection />
      <ContactSection />
      <CommentsSection />
      <ChatWidget />
    </div>
  );
}
