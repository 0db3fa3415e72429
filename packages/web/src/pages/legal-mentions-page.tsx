export function LegalMentionsPage() {
  return <h1>Mentions légales</h1>;
}
