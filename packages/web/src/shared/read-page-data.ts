import { PAGE_DATA_ELEMENT_ID, type PageData } from './page-data';

/** The server-rendered document's data block, read once at start; null on a prerendered page. */
export function readPageData(document: Document): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
