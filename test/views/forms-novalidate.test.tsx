// Every form of the app checks its fields itself: the browser's own check would show a bubble in
// the browser's language (Chromium's "Please include an '@'...") and hide the app's other messages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The views run in a DOM whose import.meta.url is not a file: the tests run from the project root.
const SRC = join(process.cwd(), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** The opening tag of every <form> (and react-aria <Form>) in the browser code, with its file. */
function formTags(): { file: string; tag: string }[] {
  return sources(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/<(?:form|Form)\b[^>]*>/g)].map((match) => ({ file: file.slice(SRC.length + 1), tag: match[0] }));
  });
}

describe('forms', () => {
  it('every form of the app has noValidate', () => {
    const forms = formTags();
    expect(forms.length).toBeGreaterThanOrEqual(7);
    expect(forms.filter(({ tag }) => !/\bnoValidate\b/.test(tag)).map(({ file }) => file)).toEqual([]);
  });
});
