import { html, SafeHtml } from '../html.js';
import type { StoreProfile } from '../profiles/store-profile.js';
import { pageStyles } from './page-styles.js';

const lock = html`<svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16"><path d="M3 7V5a4 4 0 0 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z" fill="currentColor"/></svg>`;

/** Every page of the hosted payment service: the store's masthead, a demonstration notice, its footer. */
export function pageShell({ storeName, footer }: StoreProfile, title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — ${storeName}</title>
<style>${new SafeHtml(pageStyles)}</style>
</head>
<body>
<header>
<p class="demo">Environnement de démonstration : aucun paiement réel n'est effectué.</p>
<div class="masthead">
<p class="wordmark">${storeName}</p>
<p class="secure">${lock} Paiement sécurisé</p>
</div>
</header>
<main>
${content}
</main>
<footer>${footer}</footer>
</body>
</html>`.value;
}
