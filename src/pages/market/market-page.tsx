// Placeholder written by spa-shell so every route resolves; the owning engineer replaces this file.
export default function MarketPage() {
  return <h1>Market</h1>;
}
