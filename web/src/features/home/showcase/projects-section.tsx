import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, BulbIcon, CodeIcon, FolderIcon } from "@/components/line-icons";
import { HomeSection } from "../components/home-section";

// A string rather than a literal: the projects routes belong to another feature.
const PROJECTS_PATH: string = "/projects";

const HIGHLIGHTS = [
  { icon: CodeIcon, title: "Frontend & full-stack", text: "Interfaces and complete apps, from first sketch to deploy." },
  { icon: FolderIcon, title: "Python & backend", text: "APIs, scripts and services that do the heavy lifting." },
  { icon: BulbIcon, title: "Live demos", text: "Try small tools right in the page: timers, palettes, QR codes and more." },
];

export function ProjectsSection() {
  return (
    <HomeSection
      id="projects"
      eyebrow="Portfolio"
      title="Projects"
      intro="A growing collection of things I built, each with screenshots, code and the story behind it."
    >
      <ul className="feature-cards">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="feature-card">
            <span className="feature-card__icon">
              <Icon size={22} />
            </span>
            <h3 className="feature-card__title">{title}</h3>
            <p className="feature-card__text">{text}</p>
          </li>
        ))}
      </ul>
      <div className="home-section__cta">
        <Link to={PROJECTS_PATH} className="button button--primary">
          Browse all projects
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </HomeSection>
  );
}
