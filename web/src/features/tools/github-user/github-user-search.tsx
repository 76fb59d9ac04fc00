import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { GitHubUser } from "@/api/github";
import { ToolMessage } from "../shared/tool-message";
import { gitHubUserQueryOptions } from "./api/github-user-query";
import { readLogin, searchFailureMessage } from "./github-messages";
import "./github-user.css";

const counts = new Intl.NumberFormat("en-US");

/** The GitHub search: a username in, the public profile out, straight from GitHub's API. */
export default function GitHubUserSearch() {
  const inputId = useId();
  const [input, setInput] = useState("");
  const [login, setLogin] = useState<string | null>(null);
  const [problem, setProblem] = useState("");
  const search = useQuery({ ...gitHubUserQueryOptions(login ?? ""), enabled: login !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLogin(input);
    if ("problem" in read) {
      setProblem(read.problem);
      setLogin(null);
      return;
    }
    setProblem("");
    // The same name again after a failure (GitHub was down, the limit has passed) asks GitHub again.
    if (read.login === login && search.isError) void search.refetch();
    setLogin(read.login);
  };

  const loading = login !== null && search.isFetching;
  const failure =
    problem || (login !== null && !loading && search.isError ? searchFailureMessage(search.error, new Date()) : "");

  return (
    <div className="github-user">
      <p className="tool__intro">Look up anyone's public GitHub profile by username.</p>
      <form className="github-user__form" onSubmit={submit} noValidate role="search">
        <div className="tool-field">
          <label className="tool-field__label" htmlFor={inputId}>
            GitHub username
          </label>
          <input
            id={inputId}
            className="tool-input"
            value={input}
            placeholder="octocat"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={failure ? true : undefined}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={loading}>
          Search
        </button>
      </form>

      <ToolMessage
        message={
          failure ? { text: failure, tone: "error" } : loading ? { text: "Searching GitHub...", tone: "pending" } : null
        }
        idle={login === null ? <p className="github-user__idle">Type a username and press Search.</p> : null}
      />

      {!failure && !loading && login !== null && search.data ? <ProfileCard user={search.data} /> : null}
    </div>
  );
}

function ProfileCard({ user }: { user: GitHubUser }) {
  const stats = [
    { label: "Followers", value: user.followers },
    { label: "Following", value: user.following },
    { label: "Public repos", value: user.public_repos },
  ];
  return (
    <article className="github-user__card" aria-label={`GitHub profile of ${user.login}`}>
      <img
        className="github-user__avatar"
        src={user.avatar_url}
        alt={`${user.login}'s avatar`}
        width={96}
        height={96}
      />
      <div className="github-user__about">
        <h3 className="github-user__name">{user.name ?? user.login}</h3>
        <a className="github-user__login" href={user.html_url} target="_blank" rel="noopener noreferrer">
          @{user.login}
        </a>
        {user.bio ? <p className="github-user__bio">{user.bio}</p> : null}
        <dl className="github-user__stats">
          {stats.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{counts.format(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
