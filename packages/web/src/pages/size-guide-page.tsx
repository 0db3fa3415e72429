export function SizeGuidePage() {
  return <h1>Guide des tailles</h1>;
}
