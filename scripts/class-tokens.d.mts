export function stringWords(dir: string): string[];
