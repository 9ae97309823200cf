/** Holds the app's update (src/update/unsaved-work.ts) while `active` is true and the component is mounted. */
import { useEffect } from "react";
import { holdUpdate } from "../update/unsaved-work.ts";

export function useHoldUpdate(active: boolean, reason: string): void {
  useEffect(() => (active ? holdUpdate(reason) : undefined), [active, reason]);
}
