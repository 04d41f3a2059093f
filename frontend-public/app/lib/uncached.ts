/**
 * For a page whose every request must reach the API: a news item's page counts one view per request
 * (`get_news_detail`) and the download page shows counts that move without a save, so the server's page cache must
 * not keep them (`private`); the browser still revalidates.
 */
export const uncachedHeaders = () => ({ 'Cache-Control': 'private, no-cache' });
