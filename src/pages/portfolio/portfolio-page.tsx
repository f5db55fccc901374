// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function PortfolioPage() {
  return <h1>Portfolio</h1>;
}
