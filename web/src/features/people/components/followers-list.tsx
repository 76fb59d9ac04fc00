import { useInfiniteQuery } from "@tanstack/react-query";
import { useId } from "react";
import { CopyButton } from "@/components/copy-button";
import { RemoteAuthorName, RemoteAvatar, ViaServer } from "@/components/remote-author";
import { formatDay } from "@/lib/utils/format-date";
import { fediverseFollowersQueryOptions } from "../api/people-queries";
import { NextPageButton } from "@/components/load-more-button";

const followers = (count: number) => `${count} ${count === 1 ? "follower" : "followers"}`;

/** The site's handle, how many follow it, and who, a page at a time. */
export function FollowersList() {
  const headingId = useId();
  const query = useInfiniteQuery(fediverseFollowersQueryOptions());
  if (query.isPending)
    return (
      <p role="status" className="people-section__state">
        Loading...
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="people-section__state">
        The followers could not be loaded.{" "}
        <button type="button" className="button button--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );

  const [first] = query.data.pages;
  const shown = query.data.pages.flatMap((page) => page.followers);
  // Each page tells the count as it was then: the latest page is the freshest.
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? 0;
  return (
    <>
      <div className="people-handle">
        <p className="people-handle__label">Your handle: people search for it on their server to follow the site.</p>
        <p className="people-handle__row">
          <code className="people-handle__value">{first?.handle}</code>
          {first ? <CopyButton text={first.handle} label="Copy your fediverse handle" /> : null}
        </p>
      </div>
      <section className="people-section" aria-labelledby={headingId}>
        <h2 id={headingId} className="people-section__title">
          {followers(total)}
        </h2>
        {shown.length === 0 ? (
          <p className="people-section__state">Nobody follows the site from the fediverse yet.</p>
        ) : (
          <ul className="people-list" aria-label="Followers">
            {/* Handles are chosen by other servers and may repeat; the position keeps keys apart. */}
            {shown.map((follower, index) => {
              const since = formatDay(follower.followedAt);
              return (
                <li key={`${follower.url}#${index}`} className="people-list__item">
                  <RemoteAvatar author={follower} size={40} />
                  <p className="people-list__who">
                    <RemoteAuthorName author={follower} /> <ViaServer server={follower.server} />
                    {since ? (
                      <span className="people-list__since">
                        Following since <time dateTime={follower.followedAt}>{since}</time>
                      </span>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <NextPageButton query={query} className="people-list__more" />
      </section>
    </>
  );
}
