import { useEffect, useId, useRef, useState } from "react";
import { copyText, COPY_FAILED } from "../shared/copy-text";
import { ToolMessage } from "../shared/tool-message";
import { useTimedMessage } from "../shared/use-timed-message";
import { generatePalette, isPaletteMode, PALETTE_MODES, type PaletteMode, type Swatch } from "./palette";
import "./color-palette.css";

/** SPEC section 9: the palette's messages stay 3000 ms. */
const MESSAGE_MS = 3000;

/** A colour as a one-colour gradient, so translucent ones can be laid over the tile's white base. */
function asImage(code: string): string {
  return code.startsWith("linear-gradient(") ? code : `linear-gradient(${code}, ${code})`;
}

/** Sets the page's background, or with "" gives it back to the site's stylesheet. */
function paintPage(background: string): void {
  document.body.style.background = background;
}

/** The palette generator: 50 random colours in the chosen format; a click copies one, or paints the page. */
export default function ColorPalette() {
  const ids = { mode: useId(), apply: useId() };
  const [mode, setMode] = useState<PaletteMode | "">("");
  const [applyToPage, setApplyToPage] = useState(false);
  const [tiles, setTiles] = useState<Swatch[]>([]);
  const { message, show } = useTimedMessage(MESSAGE_MS);
  const paintedPage = useRef(false);

  // The painted background belongs to this demo: leaving the page gives the site its own back.
  useEffect(
    () => () => {
      if (paintedPage.current) paintPage("");
    },
    [],
  );

  const generate = () => {
    if (!mode) {
      show("Please - Select a color type", "error");
      return;
    }
    setTiles(generatePalette(mode));
  };

  const pick = async ({ code }: Swatch) => {
    if (applyToPage) {
      paintPage(code);
      paintedPage.current = true;
    }
    if (await copyText(code)) show(`Copied ${code}${applyToPage ? " and applied it to the page" : ""}`, "success");
    else show(COPY_FAILED, "error");
  };

  const reset = () => {
    setTiles([]);
    paintPage("");
    paintedPage.current = false;
    show("Reset successful!", "success");
  };

  return (
    <div className="color-palette">
      <p className="tool__intro">
        Pick a colour format and generate 50 random colours. Click one to copy its code, or to paint the page with it.
      </p>
      <div className="color-palette__controls">
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.mode}>
            Color type
          </label>
          <select
            id={ids.mode}
            className="tool-input"
            value={mode}
            onChange={(event) => setMode(isPaletteMode(event.target.value) ? event.target.value : "")}
          >
            <option value="">Select a color type</option>
            {PALETTE_MODES.map(({ mode: value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="tool-check" htmlFor={ids.apply}>
          <input
            id={ids.apply}
            type="checkbox"
            checked={applyToPage}
            onChange={(event) => setApplyToPage(event.target.checked)}
          />
          Apply to page
        </label>
        <div className="color-palette__buttons">
          <button type="button" className="button button--primary" onClick={generate}>
            Generate
          </button>
          <button type="button" className="button" onClick={reset}>
            Reset
          </button>
        </div>
      </div>
      <ToolMessage message={message} />

      {tiles.length > 0 ? (
        <ul className="color-palette__tiles" aria-label="Generated colours">
          {tiles.map((swatch, index) => (
            <li key={`${index}-${swatch.code}`}>
              <button
                type="button"
                className={`color-palette__tile is-${swatch.ink}`}
                style={{ backgroundColor: "#ffffff", backgroundImage: asImage(swatch.code) }}
                aria-label={`Copy ${swatch.code}`}
                onClick={() => void pick(swatch)}
              >
                {swatch.code}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
