import { useId, useState, type FormEvent } from "react";
import { ToolMessage } from "../shared/tool-message";
import { lifeSpan, readBirthDate, type CalendarDate, type LifeSpan } from "./life-span";
import { useTickingClock } from "./use-ticking-clock";
import "./life-timer.css";

const UNITS: { key: keyof LifeSpan; label: string }[] = [
  { key: "years", label: "Years" },
  { key: "months", label: "Months" },
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
];

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function describeDate({ year, month, day }: CalendarDate): string {
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "yyyy-mm-dd" of the visitor's today, the latest date the picker offers. */
function todayValue(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The life counter: a date of birth in, the time lived out, ticking each second. */
export default function LifeTimer() {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState("");
  const [birth, setBirth] = useState<CalendarDate | null>(null);
  const [problem, setProblem] = useState("");
  const now = useTickingClock(birth !== null);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const read = readBirthDate(value, new Date());
    if ("problem" in read) {
      setProblem(read.problem);
      setBirth(null);
      return;
    }
    setProblem("");
    setBirth(read.date);
  };

  const span = birth && now ? lifeSpan(birth, now) : null;

  return (
    <div className="life-timer">
      <p className="tool__intro">Enter your date of birth and watch your life's journey add up, second by second.</p>
      <form className="life-timer__form" onSubmit={start} noValidate>
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={inputId}>
            Date of birth
          </label>
          <input
            id={inputId}
            className="tool-input"
            type="date"
            min="1900-01-01"
            max={todayValue(new Date())}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </div>
        <button type="submit" className="button button--primary">
          Start counting
        </button>
      </form>
      <ToolMessage id={errorId} message={problem ? { text: problem, tone: "error" } : null} />

      {birth && span ? (
        <section className="life-timer__result" aria-label={`Time since ${describeDate(birth)}`}>
          <div role="timer">
            <dl className="life-timer__units">
              {UNITS.map(({ key, label }) => (
                <div key={key} className="life-timer__unit">
                  <dt>{label}</dt>
                  <dd>{span[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="life-timer__since">Since the start of {describeDate(birth)}, in your time zone.</p>
        </section>
      ) : null}
    </div>
  );
}
