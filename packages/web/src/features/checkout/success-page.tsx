export function SuccessPage() {
  return <h1>Merci pour votre commande</h1>;
}
