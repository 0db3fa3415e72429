export function SecurityPage() {
  return <h1>Sécurité</h1>;
}
