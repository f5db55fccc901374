// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function SignupPage() {
  return <h1>Signup</h1>;
}
