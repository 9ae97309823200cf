// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MESSAGE, OfflineIndicator } from "../../../src/ui/layout/offline-indicator.tsx";
import { SearchBox } from "../../../src/ui/layout/search-box.tsx";
import { initialOf, profileImageUrl } from "../../../src/ui/layout/user-menu.tsx";
import { getGlobalSearch, setGlobalSearch } from "../../../src/ui/search.ts";
import { cleanup, click, press, render } from "./helpers/render.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setGlobalSearch("");
});

describe("user menu helpers", () => {
  it("prefixes a relative picture path with the origin, keeps absolute URLs", () => {
    const o = "https://safar.example";
    expect(profileImageUrl("/uploads/a.jpg", o)).toBe("https://safar.example/uploads/a.jpg");
    expect(profileImageUrl("uploads/a.jpg", `${o}/`)).toBe("https://safar.example/uploads/a.jpg");
    expect(profileImageUrl("https://cdn.example/a.jpg", o)).toBe("https://cdn.example/a.jpg");
    expect(profileImageUrl("data:image/png;base64,AAA", o)).toBe("data:image/png;base64,AAA");
    expect(profileImageUrl(null, o)).toBeNull();
    expect(profileImageUrl("  ", o)).toBeNull();
  });

  it("takes the first letter of the name", () => {
    expect(initialOf("ayesha Siddiqui")).toBe("A");
    expect(initialOf("  bilal")).toBe("B");
    expect(initialOf("")).toBe("?");
    expect(initialOf(undefined)).toBe("?");
  });
});

describe("OfflineIndicator", () => {
  it("shows nothing online, the badge and its explanation offline", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const { container } = render(<OfflineIndicator />);
    expect(container.querySelector('[data-testid="offline-indicator"]')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    const badge = container.querySelector('[data-testid="offline-indicator"]')!;
    expect(badge.getAttribute("role")).toBe("status");
    expect(badge.textContent).toContain("Offline");
    expect(badge.textContent).toContain(OFFLINE_MESSAGE);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(container.querySelector('[data-testid="offline-indicator"]')).toBeNull();
  });
});

describe("SearchBox", () => {
  const input = () => document.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;

  it("shows the placeholder, writes the global term; Escape and × clear it", () => {
    render(<SearchBox placeholder="Search by route or airline..." />);
    expect(input().placeholder).toBe("Search by route or airline...");
    act(() => setGlobalSearch("lhe"));
    expect(input().value).toBe("lhe");
    press(input(), "Escape");
    expect(getGlobalSearch()).toBe("");
    expect(document.querySelector('[aria-label="Clear"]')).toBeNull();
    act(() => setGlobalSearch("jed"));
    click(document.querySelector('[aria-label="Clear"]')!);
    expect(getGlobalSearch()).toBe("");
  });

  it("defaults the placeholder to 'Search...'", () => {
    render(<SearchBox />);
    expect(input().placeholder).toBe("Search...");
  });
});
