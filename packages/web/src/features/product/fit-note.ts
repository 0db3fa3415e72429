import { htmlToText } from '../../domain/meta-description';
import type { Product } from '../../domain/product';

/** Words of a fit note: « Taille normalement », « Taille petit : prenez la taille au-dessus »… */
const fitWords = /\b(taille|chausse)s? (normalement|petit|grand|ample|juste)\b/i;
/** An additional information tab about the fit (« Coupe », « Conseil taille »). */
const fitTitle = /coupe|conseil.*taille|guide.*taille|\bfit\b/i;

/**
 * The product's own word on its fit, when it gives one: an additional information tab about the fit, else a
 * description line such as « Taille normalement ». Plain text, for the size guide's dialog.
 */
export function fitNoteOf(product: Product): string | undefined {
  const tab = product.additional_info.find((info) => fitTitle.test(info.title));
  if (tab?.description) return htmlToText(tab.description) || undefined;
  const lines = [...product.description.matchAll(/<li[^>]*>(.*?)<\/li>/gis)].map(([, html]) =>
    htmlToText(html ?? ''),
  );
  return lines.find((line) => fitWords.test(line));
}
