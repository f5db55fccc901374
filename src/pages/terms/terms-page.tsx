// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function TermsPage() {
  return <h1>Terms</h1>;
}
