export function AccountPage() {
  return <h1>Mon compte</h1>;
}
