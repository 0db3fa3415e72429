import * as styles from './app.css';
import { HomePage } from './home-page';

export function App() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>Maison Aurèle</p>
      </header>
      <main id="contenu">
        <HomePage />
      </main>
    </div>
  );
}
