export function ShopPage() {
  return <h1>Toutes nos collections</h1>;
}
