// The order form rules a customer sees.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../machines/cart.machine.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';
import { pickerRules, type Deadlines } from '../../machines/checkout.machine.js';
import type { Contact } from '../../src/domain/order.js';
import { DeliveryDatePicker } from '../../src/features/checkout/components/order-form/delivery-date-picker.js';
import { activateLocale } from '../../src/shared/i18n/i18n.js';
import { OrderForm, type OrderFormProps } from '../../src/features/checkout/components/order-form/order-form.js';
import { renderWithI18n } from './configure-support.js';

const deadlines: Deadlines = {
  speed_deadlines: '2026-11-25', regular_deadlines: '2026-11-27', combi_deadlines: ['2026-12-01', '2026-12-03'], suggested_date: '2026-11-27', disabled: ['2026-12-03'],
};
const rules = pickerRules('2026-11-23', deadlines);

function Harness(props: Partial<OrderFormProps> & { initialDetails?: Partial<OrderDetails>; initialContact?: Partial<Contact> }) {
  const [details, setDetails] = useState<OrderDetails>({ ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', ...props.initialDetails });
  const [contact, setContact] = useState<Contact>({ name: 'Els', email: 'els@example.nl', phone: '0612345678', ...props.initialContact });
  return (
    <OrderForm
      details={details}
      contact={contact}
      shownDate={details.delivery_date || '2026-11-30'}
      rules={rules}
      deadlines={deadlines}
      expeditionFailed={false}
      onExpeditionRetry={() => {}}
      addresses={[]}
      busy={false}
      onDetails={(change) => setDetails((old) => ({ ...old, ...change }))}
      onContact={(change) => setContact((old) => ({ ...old, ...change }))}
      onSubmit={() => {}}
      purchasers={{ status: 'hidden', purchasers: [] }}
      onPurchaserChoose={() => {}}
      onPurchasersRetry={() => {}}
      onAddressOpen={() => {}}
      {...props}
    />
  );
}

describe('order form', () => {
  it.each([
    ['2026-11-24', 'red', /externe koerier/],
    ['2026-11-26', 'warning', /spoedlevering/],
    ['2026-11-27', 'normal', null],
  ] as const)('shows the date class of %s as %s', (date, dateClass, notice) => {
    const { container } = renderWithI18n(<Harness initialDetails={{ delivery_date: date }} />);
    expect(container.querySelector('.pp-delivery')?.getAttribute('data-date-class')).toBe(dateClass);
    if (notice) expect(screen.getByText(notice)).toBeTruthy();
    else expect(container.querySelector('[data-date-class="red"].pp-notice, [data-date-class="warning"].pp-notice')).toBeNull();
  });

  it('shows the extra-cost notice for any time other than 17:00', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    expect(screen.queryByText(/extra kosten/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Levertijd/ }));
    await user.click(await screen.findByRole('option', { name: '9:00' }));
    expect(await screen.findByText(/ander tijdstip dan 17:00 brengt extra kosten/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Levertijd/ }));
    await user.click(await screen.findByRole('option', { name: '17:00' }));
    await waitFor(() => expect(screen.queryByText(/extra kosten/)).toBeNull());
  });

  it('marks reference and phone red while they are empty', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initialDetails={{ reference: '' }} initialContact={{ phone: '' }} />);
    const reference = screen.getByRole('textbox', { name: 'Referentie' });
    const phone = screen.getByRole('textbox', { name: 'Telefoon' });
    expect(reference.closest('.pp-field')?.classList.contains('pp-field--missing')).toBe(true);
    expect(phone.closest('.pp-field')?.classList.contains('pp-field--missing')).toBe(true);
    expect(screen.getByText('Vul een referentie in')).toBeTruthy();
    await user.type(reference, 'PO-9');
    await user.type(phone, '0201234567');
    expect(reference.closest('.pp-field')?.classList.contains('pp-field--missing')).toBe(false);
    expect(phone.closest('.pp-field')?.classList.contains('pp-field--missing')).toBe(false);
    expect(screen.queryByText('Vul een referentie in')).toBeNull();
  });

  it('asks to place an order, a quote or a template', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    await user.click(screen.getByRole('button', { name: 'Offerte aanvragen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan als sjabloon' }));
    expect(onSubmit.mock.calls.map(([kind]) => kind)).toEqual(['order', 'quote', 'template']);
  });

  it('starts with the required reference; Enter in a text field places nothing, the button does', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<Harness onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Bestelgegevens' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const reference = within(form).getByRole('textbox', { name: 'Referentie' });
    expect(within(form).getAllByRole('textbox')[0]).toBe(reference);
    await user.click(reference);
    await user.keyboard('Gevel{Enter}');
    await user.click(within(form).getByRole('textbox', { name: 'E-mail' }));
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('textbox', { name: 'Opmerkingen' }));
    await user.keyboard('spoed{Enter}');
    // An order is binding: Enter only takes the customer to its button, which places it.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Bestelling plaatsen' }));
    await user.keyboard('{Enter}');
    expect(onSubmit.mock.calls.map(([kind]) => kind)).toEqual(['order']);
  });

  it('shows the problems of a refused submit under their fields, all at once, as the rules word them', () => {
    const errors = {
      'details.reference': ['Referentie is verplicht'],
      'contact.email': ['E-mailadres moet een geldig e-mailadres zijn'],
      'contact.phone': ['Telefoon moet minstens 10 tekens hebben'],
      'details.address': ['address.required'],
    };
    renderWithI18n(<Harness errors={errors} initialDetails={{ reference: '' }} initialContact={{ email: 'els@example', phone: '06' }} />);
    const field = (name: string) => screen.getByRole('textbox', { name }).closest('.pp-field')!;
    expect(within(field('Referentie') as HTMLElement).getByText('Referentie is verplicht')).toBeTruthy();
    expect(within(field('E-mail') as HTMLElement).getByText('E-mailadres moet een geldig e-mailadres zijn')).toBeTruthy();
    expect(within(field('Telefoon') as HTMLElement).getByText('Telefoon moet minstens 10 tekens hebben')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kies een bezorgadres of kies afhalen')).toBeTruthy();
  });
});

describe('delivery date picker', () => {
  /** Types into the date's segments, from the day on, in the order form (which keeps what the picker gives). */
  async function typeDate(keys: string, initial = '2026-12-01') {
    const user = userEvent.setup();
    renderWithI18n(<Harness initialDetails={{ delivery_date: initial }} />);
    const group = screen.getByRole('group', { name: /Leverdatum/ });
    const daySegment = within(group).getAllByRole('spinbutton').find((segment) => /day|dag/i.test(segment.getAttribute('aria-label') ?? ''))!;
    await user.click(daySegment);
    await user.keyboard(keys);
    return () => within(group).getAllByRole('spinbutton').map((segment) => segment.textContent).join('-');
  }

  it('keeps an available date as chosen', async () => {
    const shown = await typeDate('02');
    expect(shown()).toBe('02-12-2026');
    expect(screen.queryByText(/kies een/)).toBeNull();
  });

  it('keeps a whole date typed segment by segment: no segment jumps to another date while typing', async () => {
    // Tuesday 8 December 2026, typed over Tuesday 1 December: the year passes 0002, 0020 and 0202 on the way.
    const shown = await typeDate('08122026');
    expect(shown()).toBe('08-12-2026');
    expect(screen.queryByText(/kies een/)).toBeNull();
  });

  it('keeps a typed weekend day and says why it cannot be delivered on (no jump to the Monday after)', async () => {
    const shown = await typeDate('05');
    expect(shown()).toBe('05-12-2026');
    expect(screen.getByText('Op zaterdag en zondag leveren we niet; kies een werkdag.')).toBeTruthy();
  });

  it('keeps a typed closing day and says the company is closed then', async () => {
    // Thursday 3 December is closed.
    const shown = await typeDate('03');
    expect(shown()).toBe('03-12-2026');
    expect(screen.getByText('Op de gekozen leverdatum zijn we gesloten; kies een andere datum.')).toBeTruthy();
  });

  it("writes the date in the customer's language, not the browser's (dd-mm-jjjj in Dutch)", () => {
    renderWithI18n(<DeliveryDatePicker value="2026-12-01" rules={rules} refusal={null} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: /Leverdatum/ });
    expect(within(group).getAllByRole('spinbutton').map((segment) => segment.textContent).join('-')).toBe('01-12-2026');
  });

  it('colours each day by its class with an icon, marks combined transport and explains both under the calendar', async () => {
    const user = userEvent.setup();
    // Past the cut-off the expedition disables today (Monday 23 November).
    const afterCutOff = pickerRules('2026-11-23', { ...deadlines, disabled: ['2026-11-23', ...deadlines.disabled] });
    renderWithI18n(<DeliveryDatePicker value="2026-11-27" rules={afterCutOff} refusal={null} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Kalender openen/ }));
    const grid = await screen.findByRole('grid');
    const cell = (name: RegExp) => within(grid).getByRole('button', { name });
    const classOf = (name: RegExp) => cell(name).getAttribute('data-date-class');
    expect(cell(/maandag 23 november 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(classOf(/maandag 23 november 2026/)).toBeNull();
    expect(classOf(/dinsdag 24 november 2026/)).toBe('red');
    expect(cell(/dinsdag 24 november 2026/).querySelector('svg')).not.toBeNull();
    expect(classOf(/woensdag 25 november 2026/)).toBe('warning');
    expect(classOf(/vrijdag 27 november 2026/)).toBe('normal');
    expect(cell(/vrijdag 27 november 2026/).querySelector('svg')).toBeNull();
    expect(cell(/dinsdag 1 december 2026/).getAttribute('data-combi')).toBe('true');
    // A combined-transport day the expedition also closed is not offered at all.
    expect(cell(/donderdag 3 december 2026/).getAttribute('data-combi')).toBeNull();
    expect(cell(/zaterdag 28 november 2026/).getAttribute('data-date-class')).toBeNull();
    expect(screen.getByText('Gecombineerd transport: lagere transportkosten')).toBeTruthy();
    expect(screen.queryByText(/Goedkoper/)).toBeNull();
    expect(screen.getByText('Oranje: spoedlevering')).toBeTruthy();
  });

  it.each([
    ['nl', 'Gecombineerd transport: op deze dag gaat uw order mee met andere zendingen, dus betaalt u lagere transportkosten.'],
    ['en', 'Combined transport: on this day your order travels with other shipments, so you pay lower transport costs.'],
  ] as const)('says in %s that a combined-transport day saves (before the expedition has priced the cart)', async (lang, saving) => {
    const { unmount } = renderWithI18n(<Harness initialDetails={{ delivery_date: '2026-12-01' }} />);
    await activateLocale(lang);
    expect(await screen.findByText(saving)).toBeTruthy();
    unmount();
    renderWithI18n(<Harness initialDetails={{ delivery_date: '2026-11-30' }} />);
    await activateLocale(lang);
    expect(screen.queryByText(saving)).toBeNull();
  });

  it('keeps a typed past date and says it has passed (today is Monday 23 November)', async () => {
    const shown = await typeDate('20', '2026-11-24');
    expect(shown()).toBe('20-11-2026');
    expect(screen.getByText('De leverdatum ligt in het verleden; kies een andere datum.')).toBeTruthy();
  });
});
