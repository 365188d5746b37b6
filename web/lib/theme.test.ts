import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY } from '@contracts/theme';
import { themeBootScript } from '@contracts/theme-script';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyThemeChoice, readThemeChoice, setThemeChoice, useThemeChoice } from './theme';

const html = document.documentElement;
const toolbarColours = () =>
  Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]')).map(
    (meta) => `${meta.dataset.scheme}: ${meta.getAttribute('media')}`,
  );

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="theme-color" content="#c2410c" media="(prefers-color-scheme: light)" data-scheme="light">
    <meta name="theme-color" content="#1c1917" media="(prefers-color-scheme: dark)" data-scheme="dark">`;
});

afterEach(() => {
  setThemeChoice('system');
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the device theme', () => {
  it('is "system" until the device chooses, and after an unknown stored value', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('is "system" where storage is blocked, and a choice still shows on the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
    setThemeChoice('dark');
    expect(html.dataset.theme).toBe('dark');
  });

  it('remembers light or dark and marks the page; "system" forgets and unmarks', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(toolbarColours()).toEqual(['light: not all', 'dark: all']);

    setThemeChoice('light');
    expect(html.dataset.theme).toBe('light');
    expect(toolbarColours()).toEqual(['light: all', 'dark: not all']);

    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html).not.toHaveAttribute('data-theme');
    expect(toolbarColours()).toEqual([
      'light: (prefers-color-scheme: light)',
      'dark: (prefers-color-scheme: dark)',
    ]);
  });

  it.each([null, 'light', 'dark', 'sepia'])(
    'is shown the same before the first paint as by the app (stored: %s)',
    (stored) => {
      if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
      // The script index.html and the sign-in pages run in their <head>…
      new Function(themeBootScript)();
      const beforePaint = { theme: html.dataset.theme, toolbar: toolbarColours() };
      // …and what the app itself does with the stored choice.
      applyThemeChoice(readThemeChoice());
      expect(beforePaint).toEqual({ theme: html.dataset.theme, toolbar: toolbarColours() });
    },
  );

  it('runs the very script index.html carries (the CSP allows it by its hash)', () => {
    const indexHtml = readFileSync(join(process.cwd(), 'web', 'index.html'), 'utf8');
    expect(indexHtml).toContain(`<script>${themeBootScript}</script>`);
  });

  it('follows a choice made in another tab of the device', () => {
    const { result } = renderHook(() => useThemeChoice());
    expect(result.current).toBe('system');
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(result.current).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
  });
});
