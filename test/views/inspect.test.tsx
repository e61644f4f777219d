import { describe, expect, it, vi } from 'vitest';
import { createBrowserInspector } from '@statelyai/inspect';
import { loadInspector } from '../../src/actors/inspect.js';
import { createAppServices } from '../../src/actors/app-actors.js';

vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: vi.fn(() => ({ inspect: vi.fn() })) }));

describe('live inspection (dev only)', () => {
  it('stays off unless ?inspect is in the URL', async () => {
    window.history.replaceState(null, '', '/login');
    expect(await loadInspector()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('opens the Stately inspector with ?inspect', async () => {
    window.history.replaceState(null, '', '/login?inspect');
    expect(typeof (await loadInspector())).toBe('function');
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });

  it('hands the inspect function to the app actors', () => {
    const inspect = vi.fn();
    const services = createAppServices({ inspect, onSessionLost: () => {} });
    services.session.send({ type: 'tabs.conflict' });
    expect(inspect.mock.calls.some(([event]) => (event as { type: string }).type === '@xstate.event')).toBe(true);
    services.session.stop();
  });
});
