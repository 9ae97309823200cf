/**
 * User Management's data: the live list (the Dexie mirror of GET /customers) and every write, through
 * the typed `api` client. Every write carries an Idempotency-Key; an edit names the version it was
 * filled from (If-Match). Block / unblock and approve can be made offline: they go through the
 * outbox (`sendOrQueue`) and answer `queued: true` when kept for later. After a write the row the
 * server answered with is stored at once (`applyServerRows`) and the customers are pulled again
 * (`syncNow`); nothing guessed is ever put into the mirror. Failures answer with the server's
 * message, else the catalogue's text (§8).
 */
import { api, errorMessage, isAbort } from "../../api/client.ts";
import { newKey } from "../../api/idempotency.ts";
import { useCustomers, useSyncStatus } from "../../db/hooks.ts";
import { isQueued, sendOrQueue, type WriteResult } from "../../db/outbox.ts";
import { db } from "../../db/schema.ts";
import { applyServerRows, syncNow } from "../../db/sync.ts";
import type { UpdateCustomerInput } from "../../domain/auth.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import type { CreateUserBody, Customer } from "./user-view.ts";

export { useCustomers, useSyncStatus };

export type Outcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors: FieldErrors;
      aborted?: boolean;
      /** Kept in the outbox: it will be sent when the connection is back (`message` says so). */
      queued?: boolean;
    };

/** The catalogue's texts (back-office §8, Users; the toast title is 'Error!'). */
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

function fieldErrors(error: unknown): FieldErrors {
  const errors = error && typeof error === "object" ? (error as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (errors && typeof errors === "object")
    for (const [k, v] of Object.entries(errors)) if (typeof v === "string") out[k] = v;
  return out;
}

function refused<T>(status: number, error: unknown, fallback: string): Outcome<T> {
  return { ok: false, status, message: errorMessage(error, fallback), errors: fieldErrors(error) };
}

/** A call that never got an answer (no connection, server down) or was aborted. */
function thrown<T>(err: unknown, fallback: string): Outcome<T> {
  if (isAbort(err)) return { ok: false, status: 0, message: "", errors: {}, aborted: true };
  return { ok: false, status: 0, message: fallback, errors: {} };
}

/** An outbox answer as the screens' Outcome. */
function fromWrite(out: WriteResult<{ customer: Customer }>, fallback: string): Outcome<Customer> {
  if (out.ok) return { ok: true, data: out.data.customer };
  if (isQueued(out)) return { ok: false, status: 0, message: out.message, errors: {}, queued: true };
  if (out.status === 0) return thrown(new Error(""), fallback);
  return refused(out.status, out.body, fallback);
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
  try {
    const { data, error, response } = await api.POST("/customers", {
      params: { header: { "Idempotency-Key": newKey() } },
      body,
      signal,
    });
    if (data) return { ok: true, data: await stored(data.customer) };
    return refused(response.status, error, USER_MESSAGES.createFailed);
  } catch (err) {
    return thrown(err, USER_MESSAGES.createFailed);
  }
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
    return thrown(err, USER_MESSAGES.updateFailed);
  }
}

/** PUT /customers/{id}/password → { message }: the user's tokens die (their version moves on). */
export async function setCustomerPassword(
  id: string,
  newPassword: string,
  signal?: AbortSignal,
): Promise<Outcome<null>> {
  try {
    const { data, error, response } = await api.PUT("/customers/{id}/password", {
      params: { path: { id }, header: { "Idempotency-Key": newKey() } },
      body: { newPassword },
      signal,
    });
    if (data) {
      void syncNow(["customers"]);
      return { ok: true, data: null };
    }
    return refused(response.status, error, USER_MESSAGES.passwordFailed);
  } catch (err) {
    return thrown(err, USER_MESSAGES.passwordFailed);
  }
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
    return thrown(err, USER_MESSAGES.deleteFailed);
  }
}
