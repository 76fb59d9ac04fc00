import { useEffect, useState } from "react";
import { ChevronDownIcon, ChevronUpIcon } from "@/components/line-icons";
import { landOn } from "@/lib/utils/land-on";
import "./scroll-buttons.css";

/** SPEC section 9: each button hides within this distance of the end it jumps to. */
const HIDE_WITHIN_PX = 1000;

interface Visibility {
  up: boolean;
  down: boolean;
}

function measure(): Visibility {
  const top = window.scrollY;
  const fromBottom = document.documentElement.scrollHeight - (top + window.innerHeight);
  return { up: top > HIDE_WITHIN_PX, down: fromBottom > HIDE_WITHIN_PX };
}

function jumpTo(id: string): void {
  // Plain scrollIntoView follows the page's CSS scroll-behavior, which honours reduced motion.
  document.getElementById(id)?.scrollIntoView({ block: "start" });
  landOn(id);
}

/** Floating buttons that jump to the #header and #footer anchors of the layout. */
export function ScrollButtons() {
  const [visible, setVisible] = useState<Visibility>({ up: false, down: false });

  useEffect(() => {
    const update = () =>
      setVisible((previous) => {
        const next = measure();
        return next.up === previous.up && next.down === previous.down ? previous : next;
      });
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    // Content that arrives later (reviews, lists) makes the page taller without any scrolling.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className="scroll-buttons">
      <button
        type="button"
        className="scroll-buttons__button"
        data-visible={visible.up}
        aria-label="Scroll to top"
        title="Scroll to top"
        onClick={() => jumpTo("header")}
      >
        <ChevronUpIcon size={22} />
      </button>
      <button
        type="button"
        className="scroll-buttons__button"
        data-visible={visible.down}
        aria-label="Scroll to bottom"
        title="Scroll to bottom"
        onClick={() => jumpTo("footer")}
      >
        <ChevronDownIcon size={22} />
      </button>
    </div>
  );
}
