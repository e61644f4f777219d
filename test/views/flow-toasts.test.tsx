import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED } from '../../machines/checkout.machine.js';
import { orderIssueText } from '../../src/actors/flow-toasts.js';
import { renderWithI18n } from './configure-support.js';

describe("the checkout machine's issue toasts", () => {
  it("words the delivery-address rule in the customer's language, under the field's title", () => {
    renderWithI18n(<span />); // activates the Dutch texts
    expect(orderIssueText({ path: 'details.address', message: ADDRESS_REQUIRED })).toBe('Afleveradres: kies een afleveradres of kies afhalen');
    expect(orderIssueText({ path: 'details.reference', message: 'Vul een referentie in' })).toBe('Referentie: Vul een referentie in');
    expect(orderIssueText({ path: 'products.0.copies', message: 'x' })).toBe('Producten: x');
  });
});
