// @vitest-environment happy-dom
/**
 * The connection state: a change the browser made before its `online` event (navigator.onLine
 * already true) that a render takes in is still told to every listener, after that render; the
 * event that follows tells nobody twice.
 */
import { afterEach, expect, it, vi } from "vitest";
import { getConnection, subscribeConnection } from "../../../src/api/connection.ts";

afterEach(() => vi.restoreAllMocks());

it("a change a render took in before the browser's event reaches the listeners once", async () => {
  const onLine = vi.spyOn(navigator, "onLine", "get");
  onLine.mockReturnValue(false);
  window.dispatchEvent(new Event("offline"));
  expect(getConnection().online).toBe(false);

  const heard: boolean[] = [];
  const stop = subscribeConnection(() => heard.push(getConnection().online));
  onLine.mockReturnValue(true);
  // A render reads it before the event: the new state at once, the listeners just after.
  expect(getConnection().online).toBe(true);
  expect(heard).toEqual([]);
  await Promise.resolve();
  expect(heard).toEqual([true]);
  window.dispatchEvent(new Event("online"));
  expect(heard).toEqual([true]);
  stop();
});
