import { useEffect, useState } from "react";
import "./splash-screen.css";

const FADE_MS = 500;

type Phase = "loading" | "fading" | "gone";

/**
 * SPEC "Startup": a bouncing-dots overlay that blocks scrolling until the window has loaded,
 * then fades for 500 ms and leaves the page.
 */
export function SplashScreen() {
  const [phase, setPhase] = useState<Phase>("loading");

  useEffect(() => {
    if (phase !== "loading") return;
    const finish = () => setPhase("fading");
    // The load event may already be behind us when React mounts (cached assets, fast reloads).
    if (document.readyState === "complete") {
      finish();
      return;
    }
    window.addEventListener("load", finish, { once: true });
    return () => window.removeEventListener("load", finish);
  }, [phase]);

  useEffect(() => {
    if (phase !== "fading") return;
    const timer = window.setTimeout(() => setPhase("gone"), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const blocking = phase !== "gone";
  useEffect(() => {
    if (!blocking) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [blocking]);

  if (phase === "gone") return null;
  return (
    <div
      className={phase === "fading" ? "splash is-fading" : "splash"}
      role="status"
      aria-label="Loading"
      style={{ transitionDuration: `${FADE_MS}ms` }}
    >
      <div className="splash__dots" aria-hidden="true">
        <span className="splash__dot" />
        <span className="splash__dot" />
        <span className="splash__dot" />
      </div>
    </div>
  );
}
