import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../src/shared/i18n/i18n.js';
import { pageSizeWarning } from '../../src/features/orders/components/upload/upload-messages.js';
import { UNCHECKED_WARNING, UNREADABLE_WARNING } from '../../src/server/modules/files/pdf-info.js';

/** The server's file warnings, as the customer reads them in either language. */
describe('upload warnings', () => {
  it('shows "could not be checked automatically" in Dutch and English', async () => {
    expect(pageSizeWarning(UNCHECKED_WARNING, i18n)).toBe('Deze PDF kon niet automatisch worden gecontroleerd; wij controleren hem met de hand.');
    expect(pageSizeWarning(UNREADABLE_WARNING, i18n)).toBe('De paginamaat van deze PDF kon niet worden gelezen; wij controleren hem met de hand.');
    await activateLocale('en');
    expect(pageSizeWarning(UNCHECKED_WARNING, i18n)).toBe(UNCHECKED_WARNING);
  });
});
