/** The pages the chat greets in its own words; any other route gets the generic greeting. */
export type ChatPage =
  | 'home'
  | 'shop'
  | 'product'
  | 'cart'
  | 'about'
  | 'contact'
  | 'shipping-returns'
  | 'generic';

const pagesByFirstSegment = new Map<string, ChatPage>([
  ['', 'home'],
  ['shop', 'shop'],
  ['product', 'product'],
  ['cart', 'cart'],
  ['about', 'about'],
  ['contact', 'contact'],
  ['shipping-returns', 'shipping-returns'],
]);

export function chatPageOf(pathname: string): ChatPage {
  const [firstSegment = ''] = pathname.split('/').filter(Boolean);
  return pagesByFirstSegment.get(firstSegment) ?? 'generic';
}
