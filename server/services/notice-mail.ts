/**
 * A notification's e-mail (docs/ARCHITECTURE.md §13.4): the subject, a plain-text body and an HTML
 * body with the same facts, every value escaped in the HTML. Nothing a passport holds is written.
 */

import { AGENCY_NAME } from "../../src/domain/agency.ts";
import { escapeHtml } from "../../src/domain/html.ts";

/** A fact as a line of the e-mail: its label and its value. */
export type Fact = [label: string, value: string];

export type NoticeMail = { subject: string; text: string; html: string };

/**
 * The e-mail's last line: 'open the app', or with the app's address known (APP_URL) a link to the
 * notice there, as text and as HTML (the address escaped like every value).
 */
function closing(link?: string): { text: string; html: string } {
  const agency = escapeHtml(AGENCY_NAME);
  if (!link) {
    const text = `${AGENCY_NAME}: open the app to see it.`;
    return { text, html: `<p style="color:#555">${escapeHtml(text)}</p>\n</body></html>` };
  }
  return {
    text: `Open it in ${AGENCY_NAME}: ${link}`,
    html: `<p><a href="${escapeHtml(link)}">Open it in ${agency}</a></p>\n<p style="color:#555">${escapeHtml(link)}</p>\n</body></html>`,
  };
}

/**
 * `mail` with its last line linking to `path` on the app's origin `appUrl` (§13.4); unchanged when
 * the path is not one of the app's own (an absolute or protocol-relative address).
 */
export function withAppLink(mail: NoticeMail, appUrl: string, path: string): NoticeMail {
  if (!path.startsWith("/") || path.startsWith("//")) return mail;
  const plain = closing();
  if (!mail.text.endsWith(plain.text) || !mail.html.endsWith(plain.html)) return mail;
  const linked = closing(new URL(path, appUrl).href);
  return {
    subject: mail.subject,
    text: mail.text.slice(0, -plain.text.length) + linked.text,
    html: mail.html.slice(0, -plain.html.length) + linked.html,
  };
}

/** The e-mail of a notice titled `title`, saying `body`, with `facts` as a table. */
export function noticeMail(title: string, body: string, facts: Fact[]): NoticeMail {
  const width = Math.max(0, ...facts.map(([label]) => label.length));
  const text = [
    body,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    "",
    closing().text,
  ].join("\n");
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${rows ? `<table>${rows}</table>` : ""}
${closing().html}`;
  return { subject: `${AGENCY_NAME}: ${title}`, text, html };
}
