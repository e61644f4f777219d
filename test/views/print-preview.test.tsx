import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../src/shared/i18n/i18n.js';
import { MAX_PREVIEW_BYTES, MAX_THUMBNAIL_BYTES, PrintPreview } from '../../src/features/print/components/print-preview/print-preview.js';
import { PrintPreviews } from '../../src/features/print/components/print-preview/print-previews.js';
import { StoredFileSourceContext } from '../../src/features/print/components/print-preview/stored-file-source.js';
import { renderWithI18n } from './configure-support.js';

const banner = [{ width: 3000, height: 1000 }];
const eyelets = [{ name: 'Ringen om de 500 mm', level: 2, side: 'around', location: null, spacing_mm: 500, price_kind: 'item' }];
const describedText = (figure: HTMLElement) =>
  (figure.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

/** The print preview's marks and words without pdf.js (jsdom has no canvas): what the order page draws over the page. */
describe('print preview', () => {
  // happy-dom has no layout, so its IntersectionObserver never reports: previews start at once without one.
  beforeAll(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterAll(() => vi.unstubAllGlobals());

  it('draws a 3000 x 1000 banner with eyelets every 500 mm: 16 holes, described per side', async () => {
    const { container } = renderWithI18n(
      <PrintPreview name="gevel.pdf" load={() => Promise.reject(new Error('offline'))} copies={banner} finishes={eyelets} size="large" />,
    );
    expect(container.querySelectorAll('circle[data-mark="eyelet"]')).toHaveLength(16);
    const figure = screen.getByRole('img', { name: 'Voorbeeld van gevel.pdf met de afwerkingen' });
    expect(describedText(figure)).toContain('Ringen om de 500 mm: 16 ringen, om de 500 mm (per zijde boven 7, rechts 3, onder 7, links 3; hoeken gedeeld).');
    await screen.findByText('Het bestand kon niet worden opgehaald voor een voorbeeld. Probeer het later opnieuw.');
  });

  it('draws and names the bleed and safe zone the file check asks for: keder 15 mm bleed, 35 mm safe zone', () => {
    const keder = [{ name: 'Keder 6 mm', code: 'AF-KEDER', level: 4, side: 'top', location: null, spacing_mm: 0, price_kind: 'metre' }];
    renderWithI18n(<PrintPreview name="keder.pdf" load={() => Promise.reject(new Error('offline'))} copies={banner} finishes={keder} size="large" />);
    const figure = screen.getByRole('img', { name: 'Voorbeeld van keder.pdf met de afwerkingen' });
    expect(describedText(figure)).toContain('afloop 15 mm (rood gestreept), veilige zone (groen gestreept, minstens 35 mm binnen de snijlijn)');
  });

  it('refuses to read a huge file into the browser, in English too', async () => {
    await activateLocale('en');
    const huge = { size: MAX_PREVIEW_BYTES + 1 } as Blob;
    render(<I18nProvider i18n={i18n}><PrintPreview name="big.pdf" load={() => Promise.resolve(huge)} copies={banner} finishes={eyelets} size="thumb" /></I18nProvider>);
    await screen.findByText('This file is too large for a preview in the browser.');
    const figure = screen.getByRole('img', { name: 'Preview of big.pdf with the finishes' });
    await waitFor(() => expect(describedText(figure)).toContain('16 eyelets, every 500 mm (per side top 7, right 3, bottom 7, left 3; corners shared)'));
    await activateLocale('nl');
  });

  it('does not download a stored file above the thumbnail limit', async () => {
    const downloads: number[] = [];
    const source = (file: { id: number }) => {
      downloads.push(file.id);
      return Promise.reject(new Error('offline'));
    };
    const file = (id: number, size: number) => ({ id, print_id: 1, copy_id: null, warnings_accepted_at: null, name: `f${id}.pdf`, size, pages: 1, width_mm: null, height_mm: null, warning: null, uploaded_at: '2026-11-23T10:00:00Z', url: '' });
    const print = { copies: [{ id: 1, originals: 1, quantity: 1, width: 3000, height: 1000, sides: 1, abaa: 1, remark: '' }], finishes: [], files: [file(1, 1000), file(2, MAX_THUMBNAIL_BYTES + 1)] };
    renderWithI18n(<StoredFileSourceContext value={source}><PrintPreviews print={print} picked={null} /></StoredFileSourceContext>);
    await screen.findByText('Dit bestand is te groot voor een voorbeeld in de browser.');
    await screen.findByText('Het bestand kon niet worden opgehaald voor een voorbeeld. Probeer het later opnieuw.');
    expect(downloads).toEqual([1]);
  });
});
