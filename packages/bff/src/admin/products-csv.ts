import { type AdminProductRow, type AdminProductStatus, categoryLabels } from '@aurele/shop-contract';
import type { CategorySlug } from '@aurele/storefront-contract';

/**
 * The dashboard's product list as a French spreadsheet opens it: UTF-8 with a byte-order mark (else Excel reads
 * Latin-1), `;` between fields (the comma is the decimal separator), CRLF between rows (RFC 4180).
 */

const statusLabels: Record<AdminProductStatus, string> = {
  published: 'Publié',
  'not-purchasable': 'Non achetable',
  'sold-out': 'Rupture',
};

const header = [
  'Référence',
  'Produit',
  'Collections',
  'Prix',
  'Prix soldé',
  'Devise',
  'Variantes',
  'Stock',
  'Tailles épuisées',
  'Statut',
  'Identifiant',
];

/** An amount in major units with a decimal comma (« 189,00 »), as a French spreadsheet reads a number. */
function amount(minor: number | null | undefined, digits: number): string {
  if (minor === null || minor === undefined) return '';
  return (minor / 10 ** digits).toFixed(digits).replace('.', ',');
}

/**
 * One field: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with an apostrophe, as OWASP advises for CSV exports.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function rowFields(row: AdminProductRow): string[] {
  const digits = row.price?.currency?.decimal_digits ?? 2;
  const { stock } = row;
  return [
    row.reference,
    row.title,
    row.collections.map((slug) => categoryLabels[slug as CategorySlug] ?? slug).join(', '),
    amount(row.price?.amount, digits),
    amount(row.price?.sale_amount, digits),
    row.price?.currency_code.toUpperCase() ?? '',
    String(row.variantCount),
    stock === null ? '' : stock.unlimited ? 'Illimité' : String(stock.units),
    stock === null ? '' : String(stock.soldOutVariants),
    statusLabels[row.status],
    row.id,
  ];
}

export function productsCsv(rows: Iterable<AdminProductRow>): string {
  const lines = [header.map(csvField).join(';')];
  for (const row of rows) lines.push(rowFields(row).map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
