export function ShippingReturnsPage() {
  return <h1>Livraison et retours</h1>;
}
