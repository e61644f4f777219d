import { describe, expect, it } from 'vitest';
import type { FileCheck } from '../../../src/domain/preflight/file-checks.js';
import { checkSentence, lineText, nextStepText } from '../../../src/server/modules/files/file-check-texts.js';

const check = (code: FileCheck['code'], verdict: FileCheck['verdict'], params: FileCheck['params']): FileCheck =>
  ({ check: 'pages', code, verdict, params });

describe('the print-file check texts of the mail', () => {
  it('say a check that needs attention in the user language (nl, else English), counts with plural forms', () => {
    const fewer = check('pages_fewer', 'refusal', { pages: 1, originals: 3 });
    expect(checkSentence(fewer, 'nl')).toBe("Het bestand heeft 1 pagina, terwijl deze regel 3 originelen heeft: één pagina per origineel. Uploadt u voor deze regel één bestand met alle 3 pagina's.");
    expect(checkSentence(fewer, 'de')).toBe('The file has 1 page while this line has 3 originals: one page per original. Please upload one file with all 3 pages for this line.');
    expect(checkSentence(check('pages_ok', 'pass', { pages: 3 }), 'nl')).toBeNull();
  });

  it('name the line and the next step', () => {
    const line = { print: 1, line: 2, originals: 1, width: 800, height: 2800 };
    expect(lineText(line, 'nl')).toBe('print 1, regel 2 (1 origineel, 800 x 2800 mm)');
    expect(lineText({ ...line, originals: 3 }, 'en')).toBe('print 1, line 2 (3 originals, 800 x 2800 mm)');
    expect(nextStepText('refusal', true, 'en')).toBe('This file cannot be printed as it is: please upload a new file for this line. Until then the order waits for your files.');
  });
});
