// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function LoginPage() {
  return <h1>Login</h1>;
}
