import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, FileTextIcon, PenIcon } from "@/components/line-icons";
import { HomeSection } from "../components/home-section";

// Strings rather than literals: the article and blog routes belong to other features.
const READING = [
  {
    to: "/articles" as string,
    icon: FileTextIcon,
    title: "Articles",
    text: "Longer, structured pieces on technology, learning and the craft of building software.",
    action: "Read articles",
  },
  {
    to: "/blogs" as string,
    icon: PenIcon,
    title: "Blogs",
    text: "Personal notes, lessons learned and stories from everyday development.",
    action: "Read blogs",
  },
];

export function BlogsSection() {
  return (
    <HomeSection
      id="blogs"
      eyebrow="Writing"
      title="Articles & blogs"
      intro="Ideas worth sharing, written down for anyone who is learning along the way."
    >
      <ul className="reading-cards">
        {READING.map(({ to, icon: Icon, title, text, action }) => (
          <li key={title} className="reading-card">
            <span className="feature-card__icon">
              <Icon size={22} />
            </span>
            <h3 className="feature-card__title">{title}</h3>
            <p className="feature-card__text">{text}</p>
            <Link to={to} className="reading-card__link">
              {action}
              <ArrowRightIcon size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
