export function AuthPage() {
  return <h1>Connexion</h1>;
}
