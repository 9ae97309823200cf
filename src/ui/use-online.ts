/** Whether the browser says it is online (`navigator.onLine`, kept current by online/offline events). */
import { useSyncExternalStore } from "react";
import { type Connection, getConnection, isOnline, subscribeConnection } from "../api/connection.ts";

export { isOnline };

const SERVER: Connection = { online: true, since: 0 };

/** The connection and since when it is up (see src/api/connection.ts). */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, () => SERVER);
}

export function useOnline(): boolean {
  return useConnection().online;
}
