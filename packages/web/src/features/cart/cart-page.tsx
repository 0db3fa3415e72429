export function CartPage() {
  return <h1>Votre panier</h1>;
}
