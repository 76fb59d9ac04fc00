import { useId, useState } from "react";
import "./star-rating.css";

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  /** The radios' name, which a form can focus by. */
  name: string;
  /** The chosen rating, or null before one is chosen. */
  value: number | null;
  onChange: (rating: number) => void;
  legend?: string;
  /** The field's message, read out with each star. */
  error?: string;
  disabled?: boolean;
}

const starLabel = (star: number) => (star === 1 ? "1 star" : `${star} stars`);

/**
 * A 1-5 star rating to choose: five native radios in a fieldset, so Tab reaches the group and the arrow keys
 * move between stars, as in any radio group. The stars up to the chosen (or hovered) one are filled.
 */
export function StarRatingInput({ name, value, onChange, legend = "Rating", error, disabled }: StarRatingInputProps) {
  const errorId = `${useId()}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__stars" onMouseLeave={() => setHovered(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            className={star <= shown ? "star-input__option is-filled" : "star-input__option"}
            onMouseEnter={() => setHovered(star)}
          >
            <input
              className="star-input__radio"
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span className="star-input__star" aria-hidden="true" />
            <span className="visually-hidden">{starLabel(star)}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value ? `${value} / 5` : "Choose 1 to 5"}
        </span>
      </div>
      {error ? (
        <p className="star-input__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
