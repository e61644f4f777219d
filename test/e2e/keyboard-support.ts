// Counting a keyboard-only customer's presses: Tab, Enter, Space and arrows count,
// typed characters do not.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export type CountedKey = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** Most presses one `moveTo` may spend before the test gives up (it then fails anyway on the budget). */
const MOVE_LIMIT = 120;

export class KeyCounter {
  private screen = 'start';
  readonly perScreen: Record<string, number> = {};

  constructor(private readonly page: Page) {}

  /** From now on presses count for `screen`. */
  on(screen: string): void {
    this.screen = screen;
    this.perScreen[screen] ??= 0;
  }

  get total(): number {
    return Object.values(this.perScreen).reduce((sum, count) => sum + count, 0);
  }

  async press(key: CountedKey): Promise<void> {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
    this.perScreen[this.screen] = (this.perScreen[this.screen] ?? 0) + 1;
  }

  /** Typed text: not counted. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Presses `key` until `target` has the focus, the way a user who knows the screen would. */
  async moveTo(target: Locator, key: CountedKey = 'Tab'): Promise<void> {
    await target.waitFor();
    for (let presses = 0; !(await hasFocus(target)); presses++) {
      if (presses >= MOVE_LIMIT) throw new Error(`${key} never reached ${target.toString()} on ${this.screen}`);
      await this.press(key);
    }
  }

  report(): string {
    const screens = Object.entries(this.perScreen).map(([screen, count]) => `${screen} ${count}`);
    return `${this.total} presses (${screens.join(', ')})`;
  }
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** After a change of screen the focus is on the new screen's heading (named `name`), inside main#main (not the boot screen's). */
export async function expectFocusOnHeading(page: Page, name?: string): Promise<void> {
  const focusedHeading = () =>
    page.evaluate(() => (document.activeElement?.matches('main#main h1, main#main h2') ? (document.activeElement.textContent ?? '') : null));
  if (name === undefined) await expect.poll(focusedHeading, { timeout: 20_000 }).not.toBeNull();
  else await expect.poll(focusedHeading, { timeout: 20_000 }).toBe(name);
}
