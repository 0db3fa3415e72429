export function TermsPage() {
  return <h1>Conditions générales de vente</h1>;
}
