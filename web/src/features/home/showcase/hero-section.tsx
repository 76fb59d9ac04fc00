import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "@/components/line-icons";
import { HERO, OWNER } from "@/lib/utils/site";
import { useAfterIdle } from "@/lib/hooks/use-after-idle";
import { useTypingCycle } from "@/lib/hooks/use-typing-cycle";

/** The title with the owner's name, wherever it appears, set apart in the accent style. */
function HeroTitle({ title, name }: { title: string; name: string }) {
  const at = title.indexOf(name);
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="hero__name">{name}</span>
      {title.slice(at + name.length)}
    </>
  );
}

// A string rather than a literal: the projects routes belong to another feature.
const PROJECTS_PATH: string = "/projects";

const NOTHING_YET: string[] = [];

export function HeroSection() {
  // The typing commits every 80 ms; starting it once the page is quiet keeps those commits out of a phone's
  // first busy seconds, when a reader is waiting for the page to answer a tap.
  const started = useAfterIdle();
  const typed = useTypingCycle(started ? HERO.typedTexts : NOTHING_YET, { typeMs: 80, pauseMs: 2500 });
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="hero__greeting">{HERO.greeting}</p>
        <h1 id="hero-title" className="hero__title">
          <HeroTitle title={HERO.title} name={OWNER.displayName} />
        </h1>
        <p className="hero__subtitle">{HERO.subtitle}</p>
        {/* Screen readers get the lines once, not a character every 80 ms. */}
        <p className="visually-hidden">{HERO.typedTexts.join(" ")}</p>
        <p className="hero__typed" aria-hidden="true">
          <span>{typed}</span>
          <span className="hero__caret" />
        </p>
        <div className="hero__actions">
          <Link to={PROJECTS_PATH} className="button button--primary">
            See my projects
            <ArrowRightIcon size={18} />
          </Link>
          <a href="#contact" className="button button--ghost">
            Get in touch
          </a>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__window">
          <div className="hero__window-bar">
            <span />
            <span />
            <span />
          </div>
          <pre className="hero__code">
            <code>
              <span className="tok-key">const</span> developer = {"{"}
              {"\n"}
              {"  "}name: <span className="tok-str">"{OWNER.displayName}"</span>,{"\n"}
              {"  "}loves: [<span className="tok-str">"React"</span>, <span className="tok-str">"TypeScript"</span>],{"\n"}
              {"  "}coffee: <span className="tok-num">Infinity</span>,{"\n"}
              {"}"};
            </code>
          </pre>
        </div>
      </div>
    </section>
  );
}
