export function FaqPage() {
  return <h1>Questions fréquentes</h1>;
}
