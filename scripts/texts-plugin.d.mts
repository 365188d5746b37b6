import type { Plugin } from 'vite';

export const SERVER_NAMESPACES: string[];
export function catalogueLanguages(dir: string): string[];
export function readCatalogue(dir: string, language: string): Record<string, string>;
export function namespacesOf(catalogue: Record<string, string>): string[];
export function compiledPart(
  catalogue: Record<string, string>,
  namespace: string,
): Record<string, unknown>;
export const ENGLISH_NAMESPACES: string[];
export function englishPart(
  catalogue: Record<string, string>,
  namespace: string,
): Record<string, string>;
export function simmerTexts(dir: string): Plugin;
