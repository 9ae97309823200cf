/**
 * A notification's e-mail (docs/ARCHITECTURE.md §13.4): the subject, a plain-text body and an HTML
 * body with the same facts, every value escaped in the HTML. Nothing a passport holds is written.
 */
import { escapeHtml } from "../../src/domain/html.ts";
import { AGENCY_NAME } from "../../src/domain/website-settings.ts";

/** A fact as a line of the e-mail: its label and its value. */
export type Fact = [label: string, value: string];

/** The e-mail of a notice titled `title`, saying `body`, with `facts` as a table. */
export function noticeMail(title: string, body: string, facts: Fact[]) {
  const width = Math.max(0, ...facts.map(([label]) => label.length));
  const text = [
    body,
    "",
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    "",
    `${AGENCY_NAME}: open the app to see it.`,
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
<p style="color:#555">${escapeHtml(AGENCY_NAME)}: open the app to see it.</p>
</body></html>`;
  return { subject: `${AGENCY_NAME}: ${title}`, text, html };
}
