import { Link } from "@tanstack/react-router";

/** What a guest reads above a community form: the form stays usable, sending asks for a login. */
export function LoginPrompt({ action }: { action: string }) {
  return (
    <p className="community-form__note">
      <Link to="/login">Log in</Link> or <Link to="/signup">sign up</Link> to {action}.
    </p>
  );
}
