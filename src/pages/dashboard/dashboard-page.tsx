// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function DashboardPage() {
  return <h1>Dashboard</h1>;
}
