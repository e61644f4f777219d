import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../../src/shared/ui/toast-area.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';
import { renderWithI18n } from './configure-support.js';

/** Spec section 9: a toast lasts 8 seconds; it has a Close action; hovering pauses it only while hovered. */
describe('toasts', () => {
  let toasts: Toasts;
  beforeEach(() => {
    vi.useFakeTimers();
    toasts = createToasts();
  });
  afterEach(() => {
    act(() => toasts.queue.clear());
    vi.useRealTimers();
  });

  const shown = () => screen.queryAllByRole('alertdialog').map((toast) => toast.textContent);

  it('stays 8 seconds, then goes', () => {
    renderWithI18n(<ToastArea toasts={toasts} />);
    act(() => void toasts.show('Opgeslagen', 'success'));
    act(() => void vi.advanceTimersByTime(7_900));
    expect(shown()).toEqual(['Opgeslagen']);
    act(() => void vi.advanceTimersByTime(200));
    expect(shown()).toEqual([]);
  });

  it('waits while the pointer rests on it and resumes its remaining time when the pointer leaves', () => {
    renderWithI18n(<ToastArea toasts={toasts} />);
    act(() => void toasts.show('Prijs kon niet worden berekend', 'error'));
    act(() => void vi.advanceTimersByTime(5_000));
    const region = screen.getByRole('region', { name: 'Meldingen' });
    act(() => void fireEvent.pointerEnter(region, { pointerType: 'mouse' }));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['Prijs kon niet worden berekend']);
    act(() => void fireEvent.pointerLeave(region, { pointerType: 'mouse' }));
    act(() => void vi.advanceTimersByTime(2_900));
    expect(shown()).toEqual(['Prijs kon niet worden berekend']);
    act(() => void vi.advanceTimersByTime(200));
    expect(shown()).toEqual([]);
  });

  it('closes with its Close button, whose icon is hidden and which has a name', () => {
    renderWithI18n(<ToastArea toasts={toasts} />);
    act(() => void toasts.show('Regel toegevoegd'));
    const toast = screen.getByRole('alertdialog');
    expect(toast.querySelectorAll('[role="img"]')).toHaveLength(0);
    expect(toast.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    act(() => void fireEvent.click(within(toast).getByRole('button', { name: 'Sluiten' })));
    expect(shown()).toEqual([]);
  });
});
