export const root: string;
export const APPS: string[];
export function sourceFiles(dir: string): string[];
export function specifiers(text: string): string[];
export function appViolations(srcDir: string): string[];
export function packageViolations(): string[];
export function importViolations(): string[];
