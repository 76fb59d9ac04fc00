import { FEDIVERSE_LIMITS } from "@contract/fediverse";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/form-fields";
import { FormMessage, type Notice } from "@/components/form-message";
import { refusalOf } from "@/api/client";
import { blockedDomainsQueryOptions, useSaveBlockedDomains } from "../api/people-queries";
import { SettingsSection } from "./settings-section";

/** The lines of the box as domains: blank lines and the spaces around each are dropped; the server checks the rest. */
const domainsOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The form, once the stored list is here: it starts from that list. */
function DomainsForm({ stored, headingId }: { stored: string[]; headingId: string }) {
  const save = useSaveBlockedDomains();
  const [text, setText] = useState(() => stored.join("\n"));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    setFieldError(null);
    try {
      const { domains } = await save.mutateAsync(domainsOf(text));
      // The list as stored: lower case, sorted, each domain once.
      setText(domains.join("\n"));
      setNotice({ tone: "success", text: domains.length === 0 ? "Saved: no domain is blocked." : `Saved: ${domains.length} blocked.` });
    } catch (error) {
      // A 400 names the bad domain's problem beside the box; any other refusal is told in the server's words.
      const refused = refusalOf(error);
      if (refused?.errors.domains) setFieldError(refused.errors.domains);
      else setNotice({ tone: "error", text: refused?.message ?? "The blocked domains could not be saved." });
    }
  };

  return (
    <form className="people-blocked__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Domains, one per line"
        hint={`Nobody from these servers can follow the site or reply to it; up to ${FEDIVERSE_LIMITS.blockedDomains}.`}
        error={fieldError ?? undefined}
        alertError
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input field__textarea"
            name="domains"
            rows={6}
            spellCheck={false}
            autoCapitalize="none"
            placeholder="spam.example"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError) setFieldError(null);
            }}
          />
        )}
      </Field>
      <div className="people-blocked__actions">
        <button type="submit" className="button button--primary" aria-busy={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </button>
      </div>
      <FormMessage notice={notice} />
    </form>
  );
}

/** The servers the site turns away: their follows, replies, likes and boosts are refused. */
export function BlockedDomainsForm() {
  return (
    <SettingsSection
      title="Blocked domains"
      className="people-blocked"
      query={useQuery(blockedDomainsQueryOptions())}
      loadFailure="The blocked domains could not be loaded."
    >
      {(stored, headingId) => <DomainsForm stored={stored.domains} headingId={headingId} />}
    </SettingsSection>
  );
}
