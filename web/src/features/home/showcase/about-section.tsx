import { ChipList } from "@/components/chip-list";
import { apiPaths } from "@contract/routes";
import { ABOUT, OWNER, OWNER_USERNAME } from "@/lib/utils/site";
import { HomeSection } from "../components/home-section";

export function AboutSection() {
  return (
    <HomeSection id="about" eyebrow="About me" title={ABOUT.title} intro={ABOUT.intro}>
      {/* The owner as a microformats2 h-card (issue 37), for sites that read who is behind a webmention from us. */}
      <div className="about h-card">
        <span hidden>
          <span className="p-name">{OWNER.displayName}</span>
          <a className="u-url" href="/">
            /
          </a>
          <data className="u-photo" value={apiPaths.userProfileImage(OWNER_USERNAME)} />
        </span>
        <div className="about__story">
          {ABOUT.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {ABOUT.skills.length > 0 && (
          <ul className="about__skills" aria-label="Skills">
            {ABOUT.skills.map((group) => (
              <li key={group.title} className="about__group">
                <h3 className="about__group-title">{group.title}</h3>
                <ChipList items={group.items} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
