import { ChipList } from "@/components/chip-list";
import { ABOUT } from "@/lib/utils/site";
import { HomeSection } from "../components/home-section";

export function AboutSection() {
  return (
    <HomeSection id="about" eyebrow="About me" title={ABOUT.title} intro={ABOUT.intro}>
      <div className="about">
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
