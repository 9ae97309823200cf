import { describe, expect, it } from "vitest";
import { initials } from "../../../src/domain/documents.ts";

describe("initials", () => {
  it("keeps the first letter of each word, upper-cased, with a dot", () => {
    expect(initials("ALI RAZA", "KHAN")).toBe("A. R. K.");
    expect(initials("sana mir")).toBe("S. M.");
    expect(initials("  Zainab   ", "", null, undefined)).toBe("Z.");
  });

  it("skips words without a letter and keeps other scripts", () => {
    expect(initials("O'Neil", "-", "42")).toBe("O.");
    expect(initials("محمد علی")).toBe("م. ع.");
    expect(initials("")).toBe("");
  });
});
