import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { fromCallback } from 'xstate';
import { uploadMachine } from '../../machines/upload.machine.js';
import { activateLocale, i18n } from '../../src/shared/i18n/i18n.js';
import { FileChecks } from '../../src/features/orders/components/upload/file-checks.js';
import { fileCheckSentence } from '../../src/features/orders/components/upload/file-check-sentence.js';
import { OrderDetailView } from '../../src/features/orders/components/order-detail/order-detail-view.js';
import { CHECK_CODES, fileChecks, type FileCheck } from '../../src/domain/preflight/file-checks.js';
import { renderWithI18n } from './configure-support.js';
import { orderDetail } from './support/after-order-fixtures.js';

/** The print-file check as the customer reads it on the order page. */
const checks = fileChecks([
  { check: 'size', verdict: 'pass', code: 'size_scaled', params: { scale: 10, width: 3000, height: 1000 } },
  { check: 'bleed', verdict: 'warning', code: 'bleed_missing', params: { required: 10 } },
  { check: 'resolution', verdict: 'warning', code: 'resolution_low', params: { dpi: 20, minimum: 60, page: 1 } },
  { check: 'fonts', verdict: 'pass', code: 'fonts_ok', params: {} },
  { check: 'colour', verdict: 'warning', code: 'colour_rgb', params: {} },
  { check: 'pages', verdict: 'pass', code: 'pages_ok', params: { pages: 1, originals: 1 } },
]);

describe('file checks', () => {
  it('lists each check with its verdict in words and a sentence in formal Dutch', () => {
    renderWithI18n(<FileChecks checks={checks} />);
    const list = screen.getByRole('list', { name: 'Controle van het bestand: Let op' });
    const lines = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'In orde: Formaat: het bestand is op schaal 1:10 van 3000 x 1000 mm; wij vergroten het 10 keer.',
      'Let op: Afloop: het bestand heeft geen afloop. Voegt u 10 mm beeld rondom toe.',
      'Let op: Resolutie: de grofste afbeelding (pagina 1) heeft 20 dpi op eindformaat; dit product vraagt minstens 60 dpi. De druk wordt onscherp; levert u een scherpere afbeelding aan.',
      'In orde: Lettertypen: alle lettertypen zijn ingesloten.',
      'Let op: Kleuren: het bestand bevat RGB. Wij zetten het om naar CMYK; kleuren kunnen afwijken.',
      "In orde: Pagina's: 1, zoals besteld.",
    ]);
  });

  it('shows a refusal and nothing for a file from before the check', () => {
    const { container } = renderWithI18n(<><FileChecks checks={null} /><FileChecks checks={fileChecks([{ check: 'file', verdict: 'refusal', code: 'file_unreadable', params: {} }])} /></>);
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(screen.getByRole('listitem').textContent).toBe('Niet drukbaar: Wij kunnen deze PDF niet lezen. Exporteert u het bestand opnieuw als PDF en uploadt u het nogmaals.');
  });

  it('has an English sentence for every code', async () => {
    await act(() => activateLocale('en'));
    try {
      for (const code of CHECK_CODES) {
        const check: FileCheck = { check: 'size', verdict: 'warning', code, params: { width: 1, height: 2, scale: 10, page: 1, ordered: '1 x 2', bleed: 3, required: 5, dpi: 20, minimum: 60, fonts: 'ArialMT', spots: 'PANTONE 185 C', pages: 1, originals: 2 } };
        const sentence = fileCheckSentence(check, i18n);
        expect(sentence, code).toMatch(/^[A-Z]/);
        expect(sentence, code).not.toMatch(/\b(het|de|Wij|bestand)\b/);
      }
      expect(fileCheckSentence(checks.checks[2]!, i18n)).toBe('Resolution: the coarsest image (page 1) has 20 dpi at final size; this product needs at least 60 dpi. The print will be blurred; please supply a sharper image.');
    } finally {
      await act(() => activateLocale('nl'));
    }
  });

  it('is shown under each uploaded file on the order page', () => {
    const order = orderDetail();
    const print = order.products[1]!;
    const withChecks = { ...order, products: [order.products[0]!, { ...print, files: [{ ...print.files[0]!, checks }] }] };
    renderWithI18n(
      <OrderDetailView order={withChecks} lang="nl" uploadLogic={uploadMachine.provide({ actors: { uploadFile: fromCallback(() => undefined) } })} busy={false}
        onDownloadFile={() => {}} onDownloadInvoice={() => {}} onAccept={() => {}} onApprove={() => {}} onReorder={() => {}} />,
    );
    expect(screen.getByRole('list', { name: 'Controle van het bestand: Let op' })).toBeTruthy();
    expect(screen.getByText(/20 dpi op eindformaat/)).toBeTruthy();
  });
});
