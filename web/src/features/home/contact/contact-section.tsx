import type { ReactNode } from "react";
import { ContactForm } from "./contact-form";
import { HomeSection } from "../components/home-section";

export interface ContactSectionProps {
  /** The owner's contact messages; it renders nothing for anybody else. */
  ownerPanel?: ReactNode;
}

export function ContactSection({ ownerPanel }: ContactSectionProps) {
  return (
    <HomeSection
      id="contact"
      eyebrow="Say hello"
      title="Contact"
      intro="Have a question, an idea or a project in mind? Send a message and I will get back to you by email."
    >
      <div className="community-stack">
        <ContactForm />
        {ownerPanel}
      </div>
    </HomeSection>
  );
}
