export function BrandsPage() {
  return <h1>Nos marques</h1>;
}
