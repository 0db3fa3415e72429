export function AboutPage() {
  return <h1>Notre maison</h1>;
}
