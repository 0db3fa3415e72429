import { html, type SafeHtml } from '../html.js';
import type { StoreProfile } from '../profiles/store-profile.js';
import type { CheckoutLine, CheckoutSession } from '../state/checkout-sessions.js';
import { formatMoney } from './money.js';
import { lineTotal, orderTotals } from './order-totals.js';
import { pageShell } from './page-shell.js';

/** The shopper's time zone when the checkout gave a valid one, else the house's. */
function expiryTime(session: CheckoutSession): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
      session.expiresAt,
    );
  try {
    return format(session.timeZone ?? 'Europe/Brussels');
  } catch {
    return format('Europe/Brussels');
  }
}

function lineItem(line: CheckoutLine, profile: StoreProfile): SafeHtml {
  const unit = formatMoney(line.unitAmount, profile);
  return html`<li class="line">
${line.imageUrl ? html`<img src="${line.imageUrl}" alt="" width="64" height="80">` : html`<span></span>`}
<div>
<p class="line-title">${line.productTitle}</p>
<p class="line-meta">${line.variantTitle}</p>
${line.notes.map((note) => html`<p class="line-meta">${note}</p>`)}
<p class="line-meta">Quantité : ${line.quantity} × ${unit}</p>
</div>
<p class="line-total">${formatMoney(lineTotal(line), profile)}</p>
</li>`;
}

const field = (id: string, label: string, attributes: SafeHtml) =>
  html`<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attributes}></div>`;

/** The delivery line and its fine print, only for a store that charges delivery. */
function deliveryRows(profile: StoreProfile, shipping: number): { row: SafeHtml | null; note: string } {
  if (!profile.shipping) return { row: null, note: 'TVA incluse.' };
  const cost = shipping === 0 ? 'Offerte' : formatMoney(shipping, profile);
  return {
    row: html`<div><dt>Livraison standard</dt><dd>${cost}</dd></div>`,
    note: `TVA incluse. Livraison standard offerte dès ${formatMoney(profile.shipping.freeFrom, profile)} d'achat, en 2 à 4 jours ouvrés.`,
  };
}

/** The hosted payment page of a session; `problems` are shown above the form (e.g. stock now short). */
export function paymentPage(
  session: CheckoutSession,
  profile: StoreProfile,
  problems: readonly string[] = [],
): string {
  const totals = orderTotals(session.lines, profile);
  const money = (amount: number) => formatMoney(amount, profile);
  const delivery = deliveryRows(profile, totals.shipping);
  const alert =
    problems.length > 0
      ? html`<div class="alert" role="alert">${problems.map((problem) => html`<p>${problem}</p>`)}</div>`
      : null;
  const content = html`<h1>Finaliser votre commande</h1>
<div class="layout">
<section class="panel" aria-labelledby="summary-title">
<h2 id="summary-title">Récapitulatif</h2>
<ul class="lines">${session.lines.map((line) => lineItem(line, profile))}</ul>
<dl class="totals">
<div><dt>Sous-total</dt><dd>${money(totals.subtotal)}</dd></div>
${delivery.row}
<div class="grand"><dt>Total</dt><dd>${money(totals.total)}</dd></div>
</dl>
<p class="fine">${delivery.note}</p>
</section>
<section class="panel" aria-labelledby="payment-title">
<h2 id="payment-title">Paiement par carte</h2>
${alert}
<form method="post" action="/checkout/${session.id}/pay">
<p class="simulation"><strong>Simulation.</strong> Les champs sont préremplis avec une carte de test : aucune somme ne sera débitée.</p>
${field('holder', 'Titulaire de la carte', html`autocomplete="cc-name" value="Camille Laurent"`)}
${field('card-number', 'Numéro de carte', html`autocomplete="cc-number" inputmode="numeric" value="4242 4242 4242 4242"`)}
<div class="pair">
${field('expiry', 'Expiration (MM/AA)', html`autocomplete="cc-exp" inputmode="numeric" value="12/34"`)}
${field('cvc', 'CVC', html`autocomplete="cc-csc" inputmode="numeric" value="123"`)}
</div>
<p class="amount"><span>Montant à régler</span><strong>${money(totals.total)}</strong></p>
<div class="actions">
<button class="button button-primary" type="submit">Payer</button>
<button class="button button-secondary" type="submit" formaction="/checkout/${session.id}/cancel" formnovalidate>Annuler</button>
</div>
</form>
<p class="expiry">Cette page de paiement reste valable jusqu'à ${expiryTime(session)}.</p>
</section>
</div>`;
  return pageShell(profile, 'Paiement sécurisé', content);
}
