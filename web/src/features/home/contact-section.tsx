import { HomeSection } from "./home-section";

export function ContactSection() {
  return (
    <HomeSection
      id="contact"
      eyebrow="Say hello"
      title="Contact"
      intro="Have a question, an idea or a project in mind? Send a message and I will get back to you by email."
    />
  );
}
