/** Text put into HTML the app or the server writes itself (a printed receipt, an e-mail's body). */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `value` as text safe inside HTML text and attribute values ('' for null or undefined). */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}
