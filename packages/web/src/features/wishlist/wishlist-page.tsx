export function WishlistPage() {
  return <h1>Vos favoris</h1>;
}
