import { useId, type ReactNode } from "react";
import "../account.css";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The login card flips in once when it mounts (SPEC section 9: 900 ms). */
  flip?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, flip = false, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className="account-screen">
      <section className={`account-card${flip ? " account-card--flip" : ""}`} aria-labelledby={titleId}>
        <header className="account-card__header">
          <h1 className="account-card__title" id={titleId}>
            {title}
          </h1>
          {subtitle ? <p className="account-card__subtitle">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="account-card__footer">{footer}</footer> : null}
      </section>
    </div>
  );
}
