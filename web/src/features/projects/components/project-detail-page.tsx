import { lazy, Suspense, type ReactNode } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { altTextOf } from "@contract/alt-text";
import type { Project } from "@contract/projects";
import { ChipList } from "@/components/chip-list";
import { FormattedText } from "@/components/formatted-text";
import { ItemStateBanner } from "@/components/item-state-banner";
import { LikeButton } from "@/components/like-button";
import { ResponsiveImage } from "@/components/responsive-image";
import { useViewer } from "@/lib/data/auth";
import { useToggleLike } from "@/lib/data/item-engagement";
import { formatProjectCount } from "@/lib/utils/format-count";
import { descriptionSnippet, usePageMeta } from "@/lib/render/page-meta";
import { useTypingCycle } from "@/lib/hooks/use-typing-cycle";
import { HydrateWhenSeen } from "@/lib/render/hydrate-when-seen";
import { CodeSnippet } from "./code-snippet";
import "../projects.css";
import { listPath } from "@/lib/utils/item-paths";
import { EntryProperties } from "@/components/entry-properties";

// The owner's Edit and Delete load for the owner only: a reader's page does not carry them.
const ProjectOwnerActions = lazy(() => import("./project-owner-actions").then((module) => ({ default: module.ProjectOwnerActions })));
// The comments' code comes when the reader nears them, as on an article (writing-detail-page.tsx).
const ProjectComments = lazy(() => import("./project-comments").then((module) => ({ default: module.ProjectComments })));

export interface ProjectDetailPageProps {
  project: Project;
  /** The project's live demo, if its title names one; the route composes it from the tools feature. */
  demo?: ReactNode;
}

export function ProjectDetailPage({ project, demo }: ProjectDetailPageProps) {
  const headerAlt = altTextOf(project.alt, "headerImg");
  const description = descriptionSnippet(project.shortDescription || project.description);
  usePageMeta({
    title: project.title,
    description,
    image: project.headerImg,
    // Items saved before alt texts existed have none: the title, as before.
    imageAlt: headerAlt || project.title,
    item: { schemaType: "CreativeWork", published: project.publishedAt, modified: project.updatedAt },
    // A page not public yet (a preview link\'s, or the owner\'s draft) is kept out of search engines.
    noindex: project.status !== "published",
  });
  const features = [project.shortFeature1, project.shortFeature2, project.shortFeature3].filter(Boolean);
  const typed = useTypingCycle(features);
  const screenshots = (["additionalImg1", "additionalImg2"] as const).filter((field) => project[field]);
  const { isOwner } = useViewer();
  const navigate = useNavigate();
  const like = useToggleLike("projects", project._id);

  return (
    <article className="project-detail h-entry">
      <EntryProperties path={`${listPath("projects")}/${project._id}`} published={project.publishedAt} summary={description} />
      <header className="project-detail__header">
        <ItemStateBanner kind="projects" item={project} />
        {project.headerImg ? (
          <ResponsiveImage
            className="project-detail__header-img"
            src={project.headerImg}
            variants={project.variants.headerImg}
            sizes="100vw"
            alt={headerAlt}
            fetchPriority="high"
          />
        ) : null}
        <div className="project-detail__header-shade">
          <Link to="/projects" className="project-detail__back">
            ← All projects
          </Link>
          <p className="project-detail__category">{project.category}</p>
          <h1 className="project-detail__title p-name">{project.title}</h1>
          <p className="project-detail__lead">{project.shortDescription}</p>
          {features.length > 0 ? (
            <p className="project-detail__typing">
              {/* Screen readers get the features once, not each typed letter. */}
              <span className="visually-hidden">{features.join(", ")}</span>
              <span aria-hidden="true">{typed}</span>
              <span className="project-detail__caret" aria-hidden="true" />
            </p>
          ) : null}
          {isOwner ? (
            <div className="project-detail__owner">
              <Suspense fallback={null}>
                <ProjectOwnerActions project={project} onDeleted={() => void navigate({ to: "/projects" })} />
              </Suspense>
            </div>
          ) : null}
        </div>
      </header>

      <div className="project-detail__content">
        {demo}

        <section aria-labelledby="about-project">
          <h2 id="about-project">About this project</h2>
          <FormattedText className="project-detail__description" text={project.description || project.shortDescription} />
        </section>

        {project.technologiesUsed.length > 0 ? (
          <section aria-labelledby="technologies">
            <h2 id="technologies">Technologies</h2>
            <ChipList items={project.technologiesUsed} />
          </section>
        ) : null}

        {project.keyFeatures.length > 0 ? (
          <section aria-labelledby="features">
            <h2 id="features">Features</h2>
            <ul className="feature-list">
              {project.keyFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {screenshots.length > 0 ? (
          <section aria-labelledby="screenshots">
            <h2 id="screenshots">Screenshots</h2>
            <div className="screenshots">
              {screenshots.map((field, index) => (
                <ResponsiveImage
                  key={field}
                  src={project[field]}
                  variants={project.variants[field]}
                  sizes="(min-width: 900px) 45vw, 100vw"
                  alt={altTextOf(project.alt, field) || `${project.title} screenshot ${index + 1}`}
                  loading="lazy"
                  width={1200}
                  height={675}
                />
              ))}
            </div>
          </section>
        ) : null}

        {project.codeSnippet ? <CodeSnippet code={project.codeSnippet} /> : null}

        <div className="project-detail__actions">
          {project.githubLink ? (
            <a className="button button--primary" href={project.githubLink} target="_blank" rel="noopener noreferrer">
              View on GitHub
            </a>
          ) : null}
          <LikeButton
            kind="projects"
            liked={project.likedByMe}
            count={project.likeCount}
            format={formatProjectCount}
            withWord
            toggle={like}
          fediverse={{ likes: project.fediverseLikeCount, boosts: project.fediverseBoostCount }}
          web={{ likes: project.webLikeCount, reposts: project.webRepostCount }}
          />
        </div>

        {/* Keyed: another project starts with its own order and an empty box. Below the fold, it comes alive when the
            reader nears it. */}
        <HydrateWhenSeen>
          <ProjectComments key={project._id} project={project} />
        </HydrateWhenSeen>
      </div>
    </article>
  );
}
