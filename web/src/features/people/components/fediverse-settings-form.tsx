import { BRIDGY_FED, QUOTE_POLICIES, QUOTE_POLICY_LABELS, type QuotePolicy } from "@contract/fediverse";
import type { FediverseSettings } from "@contract/fediverse-schemas";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { FormMessage, type Notice } from "@/components/form-message";
import { refusalOf } from "@/api/client";
import { fediverseSettingsQueryOptions, useSaveFediverseSettings } from "../api/people-queries";
import { SettingsSection } from "./settings-section";

/** What each choice means to the people who ask (Mastodon 4.5 asks before quoting). */
const QUOTE_HINTS: Record<QuotePolicy, string> = {
  anyone: "Anyone on the fediverse may quote your posts; the site says yes to each request at once.",
  nobody: "Every request to quote a post is refused, and your posts say so.",
};

/** The form, once the stored settings are here: it starts from them. */
function SettingsForm({ stored, headingId }: { stored: FediverseSettings; headingId: string }) {
  const save = useSaveFediverseSettings();
  const [quotePolicy, setQuotePolicy] = useState<QuotePolicy>(stored.quotePolicy);
  const [bridgeToBluesky, setBridgeToBluesky] = useState(stored.bridgeToBluesky);
  const [notice, setNotice] = useState<Notice | null>(null);
  const bridgeHintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ quotePolicy, bridgeToBluesky });
      setNotice({ tone: "success", text: saved.bridgeToBluesky ? "Saved: the site is bridged to Bluesky." : "Saved." });
    } catch (error) {
      const refused = refusalOf(error);
      setNotice({ tone: "error", text: refused?.message ?? "The settings could not be saved." });
    }
  };

  return (
    <form className="people-settings__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="people-settings__group">
        <legend>Who may quote</legend>
        {QUOTE_POLICIES.map((policy) => (
          <label className="people-settings__choice" key={policy}>
            <input
              type="radio"
              name="quotePolicy"
              value={policy}
              checked={quotePolicy === policy}
              onChange={() => (setNotice(null), setQuotePolicy(policy))}
            />
            <span>
              <strong>{QUOTE_POLICY_LABELS[policy]}</strong>
              <span className="people-settings__hint">{QUOTE_HINTS[policy]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="people-settings__group">
        <label className="people-settings__choice">
          <input
            type="checkbox"
            name="bridgeToBluesky"
            checked={bridgeToBluesky}
            aria-describedby={bridgeHintId}
            onChange={(event) => (setNotice(null), setBridgeToBluesky(event.target.checked))}
          />
          <strong>Bridge to Bluesky through Bridgy Fed</strong>
        </label>
        <p id={bridgeHintId} className="people-settings__hint">
          Your posts also appear on Bluesky, and replies from there come back as fediverse replies. Turning this on makes
          the site follow {BRIDGY_FED.botHandle}, which is how Bridgy Fed is asked to bridge an account; turning it off
          blocks that account, which removes the site from Bluesky.
        </p>
      </div>
      <div className="people-settings__actions">
        <button type="submit" className="button button--primary" aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
      </div>
      <FormMessage notice={notice} />
    </form>
  );
}

/** The owner's say on the account (issue 37): who may quote their posts, and the bridge to Bluesky. */
export function FediverseSettingsForm() {
  return (
    <SettingsSection
      title="Quotes and Bluesky"
      className="people-settings"
      query={useQuery(fediverseSettingsQueryOptions())}
      loadFailure="The settings could not be loaded."
    >
      {(stored, headingId) => <SettingsForm stored={stored} headingId={headingId} />}
    </SettingsSection>
  );
}
