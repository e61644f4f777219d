import { describe, expect, it } from 'vitest';
import { mailOfLines } from '../../../src/server/platform/mail/compose.js';

describe('a mail as text and HTML from the same lines', () => {
  const mail = mailOfLines('klant@example.nl', 'Test <b>', [
    'Beste <Karin> & co,', '',
    'Wij controleerden uw bestand:', '- Resolutie <150 dpi', '- Geen afloop', '',
    'Bekijk: https://portal.example/order/12?x=1&y="2"', '', 'Totaal € 1.234,56', '', 'PrintPortal',
  ], 'nl');

  it('keeps the text part exactly as written', () => {
    expect(mail.text).toBe('Beste <Karin> & co,\n\nWij controleerden uw bestand:\n- Resolutie <150 dpi\n- Geen afloop\n\nBekijk: https://portal.example/order/12?x=1&y="2"\n\nTotaal € 1.234,56\n\nPrintPortal');
  });

  it('escapes the text, makes paragraphs, a list and links, and keeps an amount with its euro sign', () => {
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('<title>Test &lt;b&gt;</title>');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Beste &lt;Karin&gt; &amp; co,</p>');
    expect(mail.html).toContain('<ul style="margin:0 0 16px;padding-left:20px"><li>Resolutie &lt;150 dpi</li><li>Geen afloop</li></ul>');
    expect(mail.html).toContain('Bekijk: <a href="https://portal.example/order/12?x=1&amp;y=" style');
    expect(mail.html).toContain('Totaal €&nbsp;1.234,56');
    expect(mail.html).not.toMatch(/<Karin>|<150/);
  });
});
