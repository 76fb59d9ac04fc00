import { Link } from "@tanstack/react-router";
import { FolderIcon, PenIcon, RssIcon } from "@/components/line-icons";
import { StatusPanel } from "@/components/status-panel";
import { usePageMeta } from "@/lib/render/page-meta";
import { SITE_NAME } from "@/lib/utils/site";
import "./news-page.css";

// Strings rather than literals: these pages belong to other features, whose routes may register later.
const BLOGS_PATH: string = "/blogs";
const PROJECTS_PATH: string = "/projects";

const PLANNED = [
  { icon: RssIcon, title: "Tech headlines", text: "The releases and ideas worth a developer's coffee break." },
  { icon: FolderIcon, title: "Project updates", text: "What changed in the projects, and why." },
  { icon: PenIcon, title: "Community notes", text: "Highlights from reviews, comments and reports." },
];

/** SPEC: /news is a coming-soon page. */
export function NewsPage() {
  usePageMeta({
    title: "News",
    description: `News is coming soon to ${SITE_NAME}: tech headlines, project updates and community notes.`,
  });
  return (
    <StatusPanel
      badge={<RssIcon size={72} />}
      title="News is coming soon"
      actions={
        <>
          <Link to={BLOGS_PATH} className="button button--primary">
            <PenIcon size={18} />
            Read the blogs
          </Link>
          <Link to={PROJECTS_PATH} className="button button--ghost">
            <FolderIcon size={18} />
            Explore projects
          </Link>
        </>
      }
    >
      <p>A fresh news corner is being put together. Here is what it will bring:</p>
      <ul className="news-plan">
        {PLANNED.map(({ icon: Icon, title, text }) => (
          <li key={title} className="news-plan__item">
            <span className="news-plan__icon">
              <Icon size={20} />
            </span>
            <span>
              <strong className="news-plan__title">{title}</strong>
              <span className="news-plan__text">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </StatusPanel>
  );
}
