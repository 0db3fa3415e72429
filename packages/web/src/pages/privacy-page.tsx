export function PrivacyPage() {
  return <h1>Politique de confidentialité</h1>;
}
