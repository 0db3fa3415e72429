export function ReturnPortalPage() {
  return <h1>Retourner un article</h1>;
}
