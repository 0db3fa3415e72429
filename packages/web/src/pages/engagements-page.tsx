export function EngagementsPage() {
  return <h1>Nos engagements</h1>;
}
