interface StepIndicatorProps {
  steps: readonly string[];
  /** Zero-based index of the step on screen. */
  current: number;
}

export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol className="account-steps" aria-label="Progress">
      {steps.map((label, index) => {
        const state = index < current ? "done" : index === current ? "current" : "upcoming";
        return (
          <li
            key={label}
            className={`account-steps__item account-steps__item--${state}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="account-steps__dot" aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className="account-steps__label">
              {label}
              {state === "done" ? <span className="visually-hidden"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
