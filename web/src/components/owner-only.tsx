import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { profileQueryOptions } from "@/lib/data/auth";
import { StatusPanel } from "./status-panel";
import "./owner-only.css";

/**
 * A page of the owner's alone (/moderation, /stats, /people): while the profile loads, "Loading..."; a visitor whose session
 * is gone is asked to log in; anybody else signed in is told plainly, in `refusal`, that it is not for them. The API
 * refuses them its data anyway.
 */
export function OwnerOnly({ refusal, children }: { refusal: string; children: ReactNode }) {
  const { data, isPending, isError } = useQuery(profileQueryOptions());
  if (isPending)
    return (
      <p role="status" className="owner-only__loading">
        Loading...
      </p>
    );
  if (isError || !data.success)
    return (
      <StatusPanel title="Please log in" actions={<Link to="/login" className="button button--primary">Log in</Link>}>
        <p>{isError ? "Your profile could not be loaded." : data.message}</p>
      </StatusPanel>
    );
  if (!data.user.isOwner)
    return (
      <StatusPanel title="Not authorized" actions={<Link to="/" className="button button--primary">Back to home</Link>}>
        <p>{refusal}</p>
      </StatusPanel>
    );
  return children;
}
