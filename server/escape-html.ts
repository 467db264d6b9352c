// The one escaper for text put into HTML or XML (e-mails, the no-JavaScript form pages, the feed,
// the sitemap, the alias pages): safe in element text and in quoted attribute values.
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}
