import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows where focus is: an outline or a ring (box-shadow) on it, or,
 * for a visually hidden input (the photo picker's), on the label that stands in for it. Answers
 * null when it does, or a description of the element when it does not.
 */
const invisibleFocus = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      element = element.closest('label') ?? (element as HTMLInputElement).labels?.[0] ?? element;
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    if (outline || (style.boxShadow !== '' && style.boxShadow !== 'none')) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`;
  });

/**
 * Presses Tab until `target` has focus, as a keyboard user would, checking at every stop that
 * the focus can be seen. Fails when the target is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
    expect(await invisibleFocus(page), 'an element with focus but no visible focus').toBeNull();
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Replaces the focused field's text, with the keyboard only. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The browser's Ctrl (or Cmd on macOS) + key shortcut. */
export async function shortcut(page: Page, key: string): Promise<void> {
  await page.keyboard.press(`${process.platform === 'darwin' ? 'Meta' : 'Control'}+${key}`);
}
