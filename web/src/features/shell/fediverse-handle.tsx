import { fediverseHandle } from "@contract/fediverse-handle";
import { CopyButton } from "@/components/copy-button";

/**
 * The site's fediverse account, `@username@host`, to paste into a Mastodon search and follow (issue 23). The sidebar
 * loads this once the page runs in the browser, the only place that knows the host (DESIGN.md rule 11).
 */
export default function FediverseHandle({ username, host }: { username: string; host: string }) {
  const handle = fediverseHandle(username, host);
  return (
    <div className="sidebar__fediverse">
      <p className="sidebar__fediverse-label">Follow on the fediverse</p>
      <p className="sidebar__fediverse-row">
        <code className="sidebar__fediverse-handle">{handle}</code>
        <CopyButton text={handle} label="Copy the fediverse handle" />
      </p>
    </div>
  );
}
