import { useId, useState } from "react";
import { copyText, COPY_FAILED } from "../shared/copy-text";
import { ToolMessage } from "../shared/tool-message";
import { useTimedMessage } from "../shared/use-timed-message";
import {
  CHARACTER_CLASSES,
  clampLength,
  generatePassword,
  PASSWORD_LENGTH,
  strengthBits,
  strengthLabel,
  type PasswordOptions,
} from "./password";
import "./password-generator.css";

const NOTICE_MS = 3000;

const TOGGLES: { key: "uppercase" | "numbers" | "symbols"; label: string }[] = [
  { key: "uppercase", label: "Uppercase letters (A-Z)" },
  { key: "numbers", label: "Numbers (0-9)" },
  { key: "symbols", label: `Symbols (${CHARACTER_CLASSES.symbols})` },
];

/** The password generator: lowercase letters plus the chosen classes, drawn with the browser's secure random. */
export default function PasswordGenerator() {
  const outputId = useId();
  const lengthId = useId();
  const [options, setOptions] = useState<PasswordOptions>({
    length: PASSWORD_LENGTH.initial,
    uppercase: false,
    numbers: false,
    symbols: false,
  });
  const [password, setPassword] = useState("");
  const { message, show } = useTimedMessage(NOTICE_MS);

  // A shown password follows its settings, so what is on screen always matches the controls.
  const change = (next: PasswordOptions) => {
    setOptions(next);
    if (password) setPassword(generatePassword(next));
  };

  const copy = async () => {
    if (!password) {
      show("No password to copy!", "error");
      return;
    }
    if (await copyText(password)) show("Password copied to clipboard!", "success");
    else show(COPY_FAILED, "error");
  };

  const bits = strengthBits(options);

  return (
    <div className="password-generator">
      <p className="tool__intro">
        Lowercase letters always, plus whatever you add. Each password is drawn with your browser's secure random
        generator and never leaves this page.
      </p>

      <div className="password-generator__display">
        <label className="tool-field__label" htmlFor={outputId}>
          Generated password
        </label>
        <div className="password-generator__output-row">
          <input
            id={outputId}
            className="tool-input password-generator__output"
            readOnly
            value={password}
            placeholder="Press Generate"
            spellCheck={false}
            autoComplete="off"
          />
          <button type="button" className="button" onClick={copy}>
            Copy password
          </button>
        </div>
        <p className="password-generator__strength">
          {strengthLabel(bits)}: about {Math.floor(bits)} bits of randomness
        </p>
      </div>

      <div className="tool-form">
        <div className="tool-field tool-field--wide">
          <label className="tool-field__label" htmlFor={lengthId}>
            Length: <span className="tool-field__value">{options.length}</span>
          </label>
          <input
            id={lengthId}
            className="tool-range"
            type="range"
            min={PASSWORD_LENGTH.min}
            max={PASSWORD_LENGTH.max}
            step={1}
            value={options.length}
            onChange={(event) => change({ ...options, length: clampLength(Number(event.target.value)) })}
          />
        </div>
        <fieldset className="password-generator__classes">
          <legend className="tool-field__label">Include</legend>
          {TOGGLES.map(({ key, label }) => (
            <label key={key} className="tool-check">
              <input
                type="checkbox"
                checked={options[key]}
                onChange={(event) => change({ ...options, [key]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="tool-actions">
        <button type="button" className="button button--primary" onClick={() => setPassword(generatePassword(options))}>
          Generate password
        </button>
      </div>
      <ToolMessage message={message} />
    </div>
  );
}
