import { afterEach, describe, expect, it } from "vitest";
import { getGlobalSearch, matchesSearch, searchWords, setGlobalSearch } from "../../../src/ui/search.ts";

describe("matchesSearch", () => {
  it("matches everything when the term is blank", () => {
    expect(matchesSearch("", "LHE")).toBe(true);
    expect(matchesSearch("   ", "LHE")).toBe(true);
    expect(matchesSearch(undefined, "LHE")).toBe(true);
    expect(matchesSearch(null)).toBe(true);
  });

  it("is case-insensitive and trims the term", () => {
    expect(matchesSearch("  saudia ", "SAUDIA SV727")).toBe(true);
    expect(matchesSearch("SV727", "saudia sv727")).toBe(true);
  });

  it("finds a word inside a field", () => {
    expect(matchesSearch("727", "SV727")).toBe(true);
    expect(matchesSearch("728", "SV727")).toBe(false);
  });

  it("needs every word to match, each in any field", () => {
    expect(matchesSearch("lhe jed", "LHE", "JED", "Saudia")).toBe(true);
    expect(matchesSearch("jed   lhe", "LHE", "JED")).toBe(true);
    expect(matchesSearch("lhe dxb", "LHE", "JED")).toBe(false);
  });

  it("does not match words across field boundaries", () => {
    expect(matchesSearch("ejed", "LHE", "JED")).toBe(false);
  });

  it("ignores null and undefined fields and reads numbers", () => {
    expect(matchesSearch("null", null, undefined, "x")).toBe(false);
    expect(matchesSearch("undefined", undefined)).toBe(false);
    expect(matchesSearch("145000", 145000, null)).toBe(true);
    expect(matchesSearch("approved", null, "Approved")).toBe(true);
  });

  it("fails when there are no fields but there is a term", () => {
    expect(matchesSearch("x")).toBe(false);
  });
});

describe("searchWords", () => {
  it("splits on any whitespace", () => {
    expect(searchWords(" A\tb \n c ")).toEqual(["a", "b", "c"]);
    expect(searchWords("")).toEqual([]);
  });
});

describe("the global search store", () => {
  afterEach(() => setGlobalSearch(""));

  it("keeps the term as typed", () => {
    expect(getGlobalSearch()).toBe("");
    setGlobalSearch("Lahore ");
    expect(getGlobalSearch()).toBe("Lahore ");
  });
});
