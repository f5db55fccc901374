// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function ActivationEmailSentPage() {
  return <h1>ActivationEmailSent</h1>;
}
