import { describe, expect, it } from "vitest";
import { homeFor, screenPathFor } from "../../../src/routes/-home.ts";

describe("the screen an address opens, as the boot script reads it", () => {
  const customer = JSON.stringify({ id: "u1", role: "customer", name: "Ayesha" });
  const admin = JSON.stringify({ id: "u2", role: "admin", name: "Bilal" });

  it("/ is the stored user's home, as the route redirects", () => {
    expect(screenPathFor("/", customer)).toBe("/customer/dashboard");
    expect(screenPathFor("/", admin)).toBe("/admin/dashboard");
    expect(homeFor("customer")).toBe("/customer/dashboard");
  });

  it("any other address is itself, without its trailing slash", () => {
    expect(screenPathFor("/customer/flights", customer)).toBe("/customer/flights");
    expect(screenPathFor("/customer/flights/", customer)).toBe("/customer/flights");
  });

  it("no stored user, or one it cannot read, leaves / as it is", () => {
    expect(screenPathFor("/", null)).toBe("/");
    expect(screenPathFor("/", "{not json")).toBe("/");
    expect(screenPathFor("/", "null")).toBe("/");
    expect(screenPathFor("/", JSON.stringify({ role: "owner" }))).toBe("/");
  });
});
