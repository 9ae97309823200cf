/**
 * User Management's data: the live list (the Dexie mirror of GET /customers) and every write, through
 * the typed `api` client. Every write carries an Idempotency-Key; an edit names the version it was
 * filled from (If-Match). Block / unblock and approve can be made offline: they go through the
 * outbox (`sendOrQueue`) and answer `queued: true` when kept for later. After a write the row the
 * server answered with is stored at once (`applyServerRows`) and the customers are pulled again
 * (`syncNow`); nothing guessed is ever put into the mirror. Failures answer with the server's
 * message, else the catalogue's text.
 */
import { api } from "../../api/client.ts";
import { newKey } from "../../api/idempotency.ts";
import { type Outcome, fromWrite as outcomeOf, refused, request, thrown } from "../../api/outcome.ts";
import { useCustomers, useSyncStatus } from "../../db/hooks.ts";
import { sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import type { UpdateCustomerInput } from "../../domain/auth.ts";
import type { CreateUserBody, Customer } from "./user-view.ts";

export { useCustomers, useSyncStatus };

/** The catalogue's texts (Users; the toast title is 'Error!'). */
export const USER_MESSAGES = {
  fetchFailed: "Failed to fetch customers",
  createFailed: "Failed to create customer",
  updateFailed: "Failed to update customer",
  passwordFailed: "Failed to change password",
  statusFailed: "Failed to update customer status",
  approvalFailed: "Failed to update customer approval",
  deleteFailed: "Failed to delete customer",
  created: "Customer created successfully!",
  updated: "Customer updated successfully!",
  passwordChanged: "Password changed successfully!",
  blocked: "Customer blocked successfully!",
  unblocked: "Customer unblocked successfully!",
  approved: "Customer approved successfully!",
  unapproved: "Customer unapproved successfully!",
  deleted: "Customer deleted successfully!",
} as const;

/** Failures that got no answer say the catalogue's text, online or not. */
const NO_ANSWER = { offline: false };

/** An outbox answer as the screens' Outcome. */
function fromWrite(out: WriteResult<{ customer: Customer }>, fallback: string): Outcome<Customer> {
  return outcomeOf(out, fallback, (body) => body.customer, NO_ANSWER);
}

async function customerName(id: string): Promise<string> {
  const c = await db.customers.get(id).catch(() => undefined);
  return c ? `${c.name} (${c.email})` : "a user";
}

/** Stores the row the server answered with and pulls the customers again. */
async function stored(customer: Customer): Promise<Customer> {
  await applyServerRows("customers", [customer]);
  void syncNow(["customers"]);
  return customer;
}

/** Pulls the customers again (Refresh, and on opening the screen). */
export function reloadCustomers(): Promise<unknown> {
  return syncNow(["customers"]);
}

/** POST /customers → { customer } (approved at once). */
export async function createCustomer(body: CreateUserBody, signal?: AbortSignal): Promise<Outcome<Customer>> {
  return request(
    () => api.POST("/customers", { params: { header: { "Idempotency-Key": newKey() } }, body, signal }),
    USER_MESSAGES.createFailed,
    (data) => stored(data.customer),
    NO_ANSWER,
  );
}

/** PUT /customers/{id} with If-Match: the version the form was filled from (412 when it moved on). */
export async function updateCustomer(
  id: string,
  version: number,
  body: Required<UpdateCustomerInput>,
  signal?: AbortSignal,
): Promise<Outcome<Customer>> {
  try {
    const { data, error, response } = await api.PUT("/customers/{id}", {
      params: {
        path: { id },
        header: { "Idempotency-Key": newKey(), "If-Match": String(version) },
      },
      body,
      signal,
    });
    if (data) return { ok: true, data: await stored(data.customer) };
    if (response.status === 412 || response.status === 404) void syncNow(["customers"]);
    return refused(response.status, error, USER_MESSAGES.updateFailed);
  } catch (err) {
    return thrown(err, USER_MESSAGES.updateFailed, NO_ANSWER);
  }
}

/** PUT /customers/{id}/password → { message }: the user's tokens die (their version moves on). */
export async function setCustomerPassword(
  id: string,
  newPassword: string,
  signal?: AbortSignal,
): Promise<Outcome<null>> {
  return request(
    () =>
      api.PUT("/customers/{id}/password", {
        params: { path: { id }, header: { "Idempotency-Key": newKey() } },
        body: { newPassword },
        signal,
      }),
    USER_MESSAGES.passwordFailed,
    () => {
      void syncNow(["customers"]);
      return null;
    },
    NO_ANSWER,
  );
}

/** PUT /customers/{id}/status { isBlocked }, through the outbox. */
export async function setCustomerBlocked(id: string, isBlocked: boolean): Promise<Outcome<Customer>> {
  const out = await sendOrQueue<{ customer: Customer }>({
    method: "PUT",
    path: `/customers/${id}/status`,
    body: { isBlocked },
    table: "customers",
    recordId: id,
    label: `${isBlocked ? "Block" : "Unblock"} ${await customerName(id)}`,
  });
  return fromWrite(out, USER_MESSAGES.statusFailed);
}

/** PUT /customers/{id}/approval { isApproved: true } (the screen offers no un-approve), through the outbox. */
export async function approveCustomer(id: string): Promise<Outcome<Customer>> {
  const out = await sendOrQueue<{ customer: Customer }>({
    method: "PUT",
    path: `/customers/${id}/approval`,
    body: { isApproved: true },
    table: "customers",
    recordId: id,
    label: `Approve ${await customerName(id)}`,
  });
  return fromWrite(out, USER_MESSAGES.approvalFailed);
}

/**
 * DELETE /customers/{id}: the user and all their bookings (their held seats and places are
 * released). The mirror learns of it from the next pull (the server's tombstones), which also
 * drops their bookings and brings the released seats back.
 */
export async function deleteCustomer(id: string): Promise<Outcome<null>> {
  try {
    const { error, response } = await api.DELETE("/customers/{id}", {
      params: { path: { id }, header: { "Idempotency-Key": newKey() } },
    });
    if (response.ok) {
      await syncNow(["customers", "bookings", "packageBookings", "flights", "packages"]);
      return { ok: true, data: null };
    }
    return refused(response.status, error, USER_MESSAGES.deleteFailed);
  } catch (err) {
    return thrown(err, USER_MESSAGES.deleteFailed, NO_ANSWER);
  }
}
