export function CookiesPage() {
  return <h1>Politique cookies</h1>;
}
