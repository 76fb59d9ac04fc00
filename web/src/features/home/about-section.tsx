import { OWNER } from "@/lib/site";
import { HomeSection } from "./home-section";

const SKILL_GROUPS = [
  { title: "Frontend", skills: ["React", "TypeScript", "HTML & CSS", "Accessibility", "Vite"] },
  { title: "Backend", skills: ["Node.js", "Firebase", "REST APIs", "Python", "Firestore"] },
  { title: "Craft", skills: ["Testing", "Git", "UI design", "Performance", "Technical writing"] },
];

export function AboutSection() {
  return (
    <HomeSection
      id="about"
      eyebrow="About me"
      title={`Who is ${OWNER.displayName}?`}
      intro="A developer who enjoys turning ideas into small, useful products, and writing down what was learned on the way."
    >
      <div className="about">
        <div className="about__story">
          <p>
            I am a full-stack developer who likes the whole journey of a feature: sketching the interface,
            shaping the data, writing the tests and shipping it. Most of my work is in TypeScript, from React
            front ends to serverless back ends.
          </p>
          <p>
            This site is my workshop and my notebook. You will find the projects I built, the articles and blogs I
            wrote, quick random posts and did-you-know notes. Sign up to like, comment and follow along.
          </p>
        </div>
        <ul className="about__skills" aria-label="Skills">
          {SKILL_GROUPS.map((group) => (
            <li key={group.title} className="about__group">
              <h3 className="about__group-title">{group.title}</h3>
              <ul className="chips">
                {group.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
