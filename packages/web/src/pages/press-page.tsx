export function PressPage() {
  return <h1>Presse</h1>;
}
