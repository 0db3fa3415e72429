export function AdminPage() {
  return <h1>Tableau de bord</h1>;
}
