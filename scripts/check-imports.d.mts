// Types of scripts/check-imports.mjs, for its unit test.
/** Each file's imports; `runtime`: those evaluated with it; `arktype`: the files importing arktype. */
export type Graph = Map<string, string[]> & { runtime?: Map<string, string[]>; arktype?: Set<string> };
export type BoundaryOffence = { from: string; to: string; rule: string };
export function stripComments(text: string): string;
export function importsOf(text: string): string[];
export function runtimeImportsOf(text: string): string[];
export function importGraph(root: string): Graph;
export function findBoundaryOffences(graph: Graph): BoundaryOffence[];
export function checkImports(root: string): { files: number; offences: BoundaryOffence[] };
