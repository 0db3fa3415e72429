export function TrackOrderPage() {
  return <h1>Suivre ma commande</h1>;
}
