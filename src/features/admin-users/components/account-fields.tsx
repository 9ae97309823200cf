/** Customer Details' list of the account's fields ('Not provided' for an empty optional one). */
import type { ReactNode } from "react";
import { formatDate, formatDateTime, shortId } from "../../../domain/format.ts";
import type { Customer } from "../user-view.ts";

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-base-content/70 text-xs font-medium uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const orNone = (v: string) => (v.trim() ? v : <span className="text-base-content/75">Not provided</span>);

export function AccountFields({ customer }: { customer: Customer }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Item label="User ID">
        <span className="font-mono text-sm" title={customer._id}>
          {shortId(customer._id)}
        </span>
      </Item>
      <Item label="Member since">{formatDate(customer.createdAt)}</Item>
      <Item label="Mobile number">{orNone(customer.mobileNumber)}</Item>
      <Item label="Company / Business">{orNone(customer.company)}</Item>
      <Item label="Address" wide>
        {orNone(customer.address)}
      </Item>
      <Item label="City">{orNone(customer.city)}</Item>
      <Item label="Country">{orNone(customer.country)}</Item>
      <Item label="Approved">{customer.isApproved ? "Yes" : "No — waiting for approval"}</Item>
      <Item label="Blocked">{customer.isBlocked ? "Yes — cannot sign in" : "No"}</Item>
      <Item label="Last updated">{formatDateTime(customer.updatedAt)}</Item>
      <Item label="Full ID">
        <span className="break-all font-mono text-xs">{customer._id}</span>
      </Item>
    </dl>
  );
}
