import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { activateLocale, loadAppMessages } from '../../src/shared/i18n/i18n.js';

// react-aria's Popover uses CSS.escape, which some DOM implementations lack.
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
const css = globalThis.CSS as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);

// What a screen shows is waited for, never timed: a busy machine (two workers, Chromium beside)
// may take seconds for a first render, so every findBy/waitFor waits up to the test's own limit.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  await loadAppMessages();
  await activateLocale('nl');
});

afterEach(async () => {
  cleanup();
  // The next test, or the next file in this worker, starts from an empty page: what React put
  // outside its container (toast region, popovers) goes too, and time runs for real again.
  document.body.replaceChildren();
  document.documentElement.removeAttribute('class');
  vi.useRealTimers();
  sessionStorage.clear();
  await activateLocale('nl');
  localStorage.clear();
});

afterAll(() => {
  vi.unstubAllGlobals();
});
