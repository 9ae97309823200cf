/**
 * The mirror's IndexedDB database name: its own module, so the entry can ask whether this browser
 * holds a mirror without loading Dexie and the schema.
 */
export const MIRROR_DB_NAME = "safar";
