/** How long after a jump the end of a scroll is still the jump's, not the reader's. */
const SETTLE_WINDOW_MS = 3_000;

/**
 * Makes a jump to the element `id` (an in-page anchor, a scroll button) land on it. The home's sections lay out only
 * when near the screen (content-visibility: auto), so the browser aims with their stand-in heights; the sections laid
 * out on the way are taller or shorter, and the jump to Contact at 1280 px ended 265 px past its heading. If the
 * scroll ends away from the element, it is scrolled to once more: the sections on the way are laid out by then, so
 * that jump lands. Browsers without the `scrollend` event keep the first landing.
 */
export function landOn(id: string): void {
  const asked = Date.now();
  const landAgain = () => {
    const target = document.getElementById(id);
    if (!target || Date.now() - asked > SETTLE_WINDOW_MS) return;
    // scrollIntoView leaves the page's scroll-padding-top (1rem; "auto" is none) above the element; 2 px either side
    // is there.
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const off = target.getBoundingClientRect().top - padding;
    if (Math.abs(off) > 2) target.scrollIntoView();
  };
  addEventListener("scrollend", landAgain, { once: true });
}
