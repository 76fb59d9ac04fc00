import QRCode from "qrcode";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ToolMessage } from "../shared/tool-message";
import {
  ERROR_CORRECTION_LEVELS,
  INITIAL_QR_SETTINGS,
  QR_MARGIN,
  QR_MESSAGES,
  QR_SIZE,
  qrLibraryOptions,
  type QrSettings,
} from "./qr-options";
import "./qr-code.css";

/** SPEC section 9: 'Generating...' shows this long before the code appears. */
const GENERATING_MS = 1500;

interface QrImage {
  url: string;
  text: string;
  size: number;
}

type Status = { kind: "idle" } | { kind: "generating" } | { kind: "error"; message: string };

/** The QR code generator: text in, a PNG out, drawn in the browser by the qrcode library. */
export default function QrCodeGenerator() {
  const ids = {
    text: useId(),
    level: useId(),
    margin: useId(),
    size: useId(),
    foreground: useId(),
    background: useId(),
  };
  const [settings, setSettings] = useState<QrSettings>(INITIAL_QR_SETTINGS);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [image, setImage] = useState<QrImage | null>(null);
  // Each Generate gets a number; an answer for an older one, or after the tool left the page, is dropped.
  const latestRun = useRef(0);
  // Leaving the page also stops the 1.5 s clock, so no timer outlives the tool.
  const delay = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      latestRun.current = -1;
      window.clearTimeout(delay.current);
    },
    [],
  );

  const set = <Key extends keyof QrSettings>(key: Key, value: QrSettings[Key]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const text = settings.text.trim();
    if (!text) {
      setStatus({ kind: "error", message: QR_MESSAGES.emptyText });
      return;
    }
    const run = ++latestRun.current;
    const options = qrLibraryOptions(settings);
    setStatus({ kind: "generating" });
    const [drawn] = await Promise.allSettled([
      QRCode.toDataURL(text, options),
      new Promise((resolve) => (delay.current = window.setTimeout(resolve, GENERATING_MS))),
    ]);
    if (run !== latestRun.current) return;
    if (drawn.status === "rejected") {
      setStatus({ kind: "error", message: QR_MESSAGES.failed });
      return;
    }
    setImage({ url: drawn.value, text, size: options.width ?? QR_SIZE.initial });
    setStatus({ kind: "idle" });
  };

  const download = () => {
    if (!image) {
      setStatus({ kind: "error", message: QR_MESSAGES.nothingToDownload });
      return;
    }
    const link = document.createElement("a");
    link.href = image.url;
    link.download = "qr-code.png";
    link.click();
  };

  const generating = status.kind === "generating";

  return (
    <div className="qr-code">
      <p className="tool__intro">Turn any text or link into a QR code, choose how it looks, and save it as a PNG.</p>
      <form className="tool-form" onSubmit={generate} noValidate>
        <div className="tool-field tool-field--wide">
          <label className="tool-field__label" htmlFor={ids.text}>
            Text or URL
          </label>
          <input
            id={ids.text}
            className="tool-input"
            value={settings.text}
            placeholder="https://example.com"
            onChange={(event) => set("text", event.target.value)}
            aria-invalid={status.kind === "error" && status.message === QR_MESSAGES.emptyText ? true : undefined}
          />
        </div>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.level}>
            Error correction
          </label>
          <select
            id={ids.level}
            className="tool-input"
            value={settings.level}
            onChange={(event) => set("level", event.target.value as QrSettings["level"])}
          >
            {ERROR_CORRECTION_LEVELS.map(({ level, label }) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.size}>
            Size in pixels (100-600)
          </label>
          <input
            id={ids.size}
            className="tool-input"
            type="number"
            inputMode="numeric"
            min={QR_SIZE.min}
            max={QR_SIZE.max}
            step={QR_SIZE.step}
            value={Number.isNaN(settings.size) ? "" : settings.size}
            onChange={(event) => set("size", event.target.valueAsNumber)}
          />
        </div>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={ids.margin}>
            Margin: <span className="tool-field__value">{settings.margin}</span>
          </label>
          <input
            id={ids.margin}
            className="tool-range"
            type="range"
            min={QR_MARGIN.min}
            max={QR_MARGIN.max}
            step={1}
            value={settings.margin}
            onChange={(event) => set("margin", Number(event.target.value))}
          />
        </div>
        <div className="qr-code__colors">
          <div className="tool-field">
            <label className="tool-field__label" htmlFor={ids.foreground}>
              Foreground
            </label>
            <input
              id={ids.foreground}
              className="tool-input tool-input--color"
              type="color"
              value={settings.foreground}
              onChange={(event) => set("foreground", event.target.value)}
            />
          </div>
          <div className="tool-field">
            <label className="tool-field__label" htmlFor={ids.background}>
              Background
            </label>
            <input
              id={ids.background}
              className="tool-input tool-input--color"
              type="color"
              value={settings.background}
              onChange={(event) => set("background", event.target.value)}
            />
          </div>
        </div>
        <div className="tool-actions tool-field--wide">
          <button type="submit" className="button button--primary" disabled={generating}>
            Generate QR code
          </button>
          <button type="button" className="button" onClick={download}>
            Download PNG
          </button>
        </div>
      </form>

      <ToolMessage
        message={
          generating
            ? { text: "Generating...", tone: "pending" }
            : status.kind === "error"
              ? { text: status.message, tone: "error" }
              : null
        }
      />

      {image && !generating ? (
        <figure className="qr-code__result">
          <img src={image.url} width={image.size} height={image.size} alt={`QR code for ${image.text}`} />
          <figcaption>{image.text}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
