// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function ActivatePage() {
  return <h1>Activate</h1>;
}
