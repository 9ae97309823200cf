// Types of scripts/check-size.mjs, for its unit test.
export type Sized = { file: string; lines: number };
export const MEDIAN_MAX: number;
export const FILE_MAX: number;
export function sizes(root: string): Sized[];
export function median(list: Sized[]): number;
export function checkSize(root: string): { files: number; median: number; problems: string[] };
