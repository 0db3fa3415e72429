/** While the BFF reads the whole store's stock, the dashboard asks again this often: it fills in as it is read. */
export const STOCK_POLL_MS = 2_000;
