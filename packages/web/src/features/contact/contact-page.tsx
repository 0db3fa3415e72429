export function ContactPage() {
  return <h1>Nous contacter</h1>;
}
