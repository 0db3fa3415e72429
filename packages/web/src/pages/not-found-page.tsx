import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section aria-labelledby="introuvable">
      <h1 id="introuvable">Cette page s'est éclipsée</h1>
      <p>La page que vous cherchez n'existe pas ou a changé d'adresse.</p>
      <Link to="/shop">Découvrir nos collections</Link>
    </section>
  );
}
