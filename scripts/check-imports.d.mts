// Types of scripts/check-imports.mjs, for its unit test.
export type Graph = Map<string, string[]>;
export type BoundaryOffence = { from: string; to: string; rule: string };
export function stripComments(text: string): string;
export function importsOf(text: string): string[];
export function importGraph(root: string): Graph;
export function findBoundaryOffences(graph: Graph): BoundaryOffence[];
export function checkImports(root: string): { files: number; offences: BoundaryOffence[] };
