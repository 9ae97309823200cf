/**
 * Baggage as the specs show it, in KG: '30' → '30 KG', '2x23' → '2x23 KG', '30kg' → '30 KG'; text
 * that is not an amount ('2 pieces') is shown as written; empty → ''. Used by the receipt and the
 * flight screens (it belongs with domain/format.ts; kept here until the domain has it).
 */
export function formatBaggage(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  if (!v) return "";
  const amount = v.replace(/\s*kgs?\.?$/i, "").trim();
  if (/^[\d\s.x×+*]+$/i.test(amount) && /\d/.test(amount)) return `${amount.replace(/\s+/g, "")} KG`;
  return v;
}
