export function OrdersPage() {
  return <h1>Mes commandes</h1>;
}
