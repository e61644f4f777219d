// The checkout offers no delivery hour of today that has come (the rule the server refuses by).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickerRules, type Deadlines } from '../../machines/checkout.machine.js';
import { DeliveryFields } from '../../src/features/checkout/components/order-form/delivery-fields.js';
import { renderWithI18n } from './configure-support.js';

const FRIDAY = '2026-11-27';
const deadlines: Deadlines = {
  speed_deadlines: '2026-11-30', regular_deadlines: '2026-12-02', combi_deadlines: [], suggested_date: '2026-12-02', disabled: [],
};

function fields(date: string, hour: number, minutesNow: number) {
  return renderWithI18n(
    <DeliveryFields
      date={date} hour={hour} pack={false} rules={pickerRules(FRIDAY, deadlines, minutesNow)} deadlines={deadlines}
      expeditionFailed={false} onExpeditionRetry={() => {}} onDate={() => {}} onHour={() => {}} onPack={() => {}}
    />,
  );
}

describe('delivery time of today', () => {
  it('does not offer 09:00 at 10:30 today, offers 12:00, 15:00 and 17:00', async () => {
    const user = userEvent.setup();
    fields(FRIDAY, 17, 10 * 60 + 30);
    await user.click(screen.getByRole('button', { name: /Levertijd/ }));
    expect((await screen.findByRole('option', { name: '9:00' })).getAttribute('aria-disabled')).toBe('true');
    for (const time of ['12:00', '15:00', '17:00']) expect(screen.getByRole('option', { name: time }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('says why under the field when 09:00 was chosen before it came', () => {
    fields(FRIDAY, 9, 10 * 60 + 30);
    expect(screen.getByText('Deze levertijd is vandaag al voorbij; kies een latere tijd of een andere datum.')).toBeTruthy();
  });

  it('offers every hour on another day, and 09:00 today before it comes', async () => {
    const user = userEvent.setup();
    fields('2026-11-30', 9, 10 * 60 + 30);
    expect(screen.queryByText(/al voorbij/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Levertijd/ }));
    expect((await screen.findByRole('option', { name: '9:00' })).getAttribute('aria-disabled')).not.toBe('true');
  });
});
