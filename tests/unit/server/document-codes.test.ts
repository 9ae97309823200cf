/** The signed codes of travel documents (docs/ARCHITECTURE.md §4.6). */
import { describe, expect, it } from "vitest";
import {
  codeWhenApproved,
  DOCUMENT_CODE_MAX,
  documentCode,
  signedReference,
} from "../../../server/services/document-codes.ts";

const secret = new TextEncoder().encode("a-server-secret-of-at-least-32-characters");
const other = new TextEncoder().encode("another-server-secret-of-32-characters!!");

describe("document codes", () => {
  const code = documentCode(secret, "SF-7K2Q9MXA");

  it("are the reference, a dot and 22 URL-safe characters, and give the reference back", () => {
    expect(code).toMatch(/^SF-7K2Q9MXA\.[A-Za-z0-9_-]{22}$/);
    expect(code.length).toBeLessThanOrEqual(DOCUMENT_CODE_MAX);
    expect(encodeURIComponent(code)).toBe(code);
    expect(signedReference(secret, code)).toBe("SF-7K2Q9MXA");
    expect(signedReference(secret, documentCode(secret, "PK-23456789"))).toBe("PK-23456789");
  });

  it("refuse every one-character change, a truncation, another key and another reference's MAC", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    for (let i = 0; i < code.length; i++) {
      for (const ch of alphabet) {
        if (ch === code[i]) continue;
        const altered = code.slice(0, i) + ch + code.slice(i + 1);
        expect(signedReference(secret, altered), altered).toBeNull();
      }
    }
    for (let n = 0; n < code.length; n++) expect(signedReference(secret, code.slice(0, n))).toBeNull();
    expect(signedReference(other, code)).toBeNull();
    const mac = code.split(".")[1];
    expect(signedReference(secret, `SF-7K2Q9MXB.${mac}`)).toBeNull();
    expect(signedReference(secret, `${code}x`)).toBeNull();
    expect(signedReference(secret, "x".repeat(10_000))).toBeNull();
  });

  it("are issued for approved bookings only", () => {
    expect(codeWhenApproved(secret, { bookingId: "SF-7K2Q9MXA", status: "approved" })).toBe(code);
    expect(codeWhenApproved(secret, { bookingId: "SF-7K2Q9MXA", status: "pending" })).toBeNull();
    expect(codeWhenApproved(secret, { bookingId: "SF-7K2Q9MXA", status: "cancelled" })).toBeNull();
  });
});
