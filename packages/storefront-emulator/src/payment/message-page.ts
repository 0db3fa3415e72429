import { html } from '../html.js';
import type { StoreProfile } from '../profiles/store-profile.js';
import { pageShell } from './page-shell.js';

export interface PageMessage {
  readonly title: string;
  readonly text: string;
  /** Where the shopper can go next, when the page knows the shop. */
  readonly link?: { readonly href: string; readonly label: string };
}

/** A page that explains why there is nothing to pay here (unknown, expired, already paid, cancelled). */
export function messagePage(profile: StoreProfile, { title, text, link }: PageMessage): string {
  return pageShell(
    profile,
    title,
    html`<div class="message">
<h1>${title}</h1>
<p>${text}</p>
${link ? html`<a class="button button-secondary" href="${link.href}">${link.label}</a>` : null}
</div>`,
  );
}
