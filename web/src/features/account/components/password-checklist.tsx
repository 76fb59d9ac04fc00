import { PASSWORD_CHECKS } from "@contract/account-rules";
import "../account.css";

export const passwordComplete = (password: string) => PASSWORD_CHECKS.every((check) => check.test(password));

/** The live list beside a password field; each rule ticks as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="account-checklist" id={id} aria-label="Password requirements">
      {PASSWORD_CHECKS.map((check) => {
        const met = check.test(password);
        return (
          <li key={check.label} className={`account-checklist__item${met ? " is-met" : ""}`}>
            <span className="account-checklist__mark" aria-hidden="true">
              {met ? "✓" : "○"}
            </span>
            {check.label}
            <span className="visually-hidden">{met ? " (done)" : " (to do)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
