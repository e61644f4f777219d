import type { AnyRouter } from '@tanstack/react-router';
import type { Actor } from 'xstate';
import type { printMachine } from '../../machines/print.machine.js';

/**
 * The print wizard's exits as the app's flow routes them: the product choice asked for (Back on the
 * copies step, the Selection crumb; leaving an active print still asks first) and a closed print
 * going on to more products or to the cart. Drop this where the harness's flow navigation routes
 * `selector.requested` and `print.closed` itself, or the router is moved twice.
 */
export function followWizardExits(print: Actor<typeof printMachine>, router: Pick<AnyRouter, 'navigate'>): void {
  // After the print has settled: the navigation guard asks it (leave.request) and must see the
  // question open, not the snapshot of the event still being handled.
  print.on('selector.requested', () => queueMicrotask(() => void router.navigate({ to: '/selector' })));
  print.on('print.closed', ({ next }) => void router.navigate({ to: next === 'checkout' ? '/checkout' : '/selector' }));
}
