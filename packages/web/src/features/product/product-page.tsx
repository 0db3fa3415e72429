export function ProductPage() {
  return <h1>Produit</h1>;
}
