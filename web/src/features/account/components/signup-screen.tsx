import { Link, useNavigate } from "@tanstack/react-router";
import { usePageMeta } from "@/lib/render/page-meta";
import { AuthCard } from "./auth-card";
import { SignupForm } from "./signup-form";

export function SignupScreen() {
  usePageMeta({ title: "Sign up", description: "Create an account to like, comment and follow." });
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join to like, comment and follow."
      footer={
        <p>
          Already registered? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <SignupForm onRegistered={() => void navigate({ to: "/login" })} />
    </AuthCard>
  );
}
