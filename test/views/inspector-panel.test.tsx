import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createPanelControls } from '../../src/app/inspect/controls.js';
import { mountPanel } from '../../src/app/inspect/mount.js';
import { ConfirmDialog } from '../../src/shared/ui/confirm-dialog.js';
import { InspectorPanel } from '../../src/app/inspect/panel.js';
import { createRecorder } from '../../src/app/inspect/recorder.js';
import { renderWithI18n } from './configure-support.js';

/** A small tree as the portal builds one: a root that invokes a named child with a context and tags. */
const cartMachine = setup({
  types: {} as { context: { prints: { name: string; copies: number }[]; note: string }; events: { type: 'print.add'; name: string; copies: number } },
}).createMachine({
  id: 'cart',
  context: { prints: [], note: 'x'.repeat(1_000) },
  initial: 'empty',
  states: {
    empty: { on: { 'print.add': { target: 'filled', actions: assign({ prints: ({ context, event }) => [...context.prints, { name: event.name, copies: event.copies }] }) } } },
    filled: { tags: ['orderable'] },
  },
});
const shopMachine = setup({ actors: { cart: cartMachine } }).createMachine({
  id: 'shop',
  invoke: { id: 'cart', systemId: 'cart', src: 'cart' },
  initial: 'open',
  states: { open: {} },
});

/** 9:30:15.250 local time; the Dutch panel writes it 09:30:15,250. */
const AT = new Date(2026, 0, 5, 9, 30, 15, 250).getTime();
const SHORTCUT = '{Alt>}{Shift>}[KeyX]{/Shift}{/Alt}';

async function renderTree() {
  const recorder = createRecorder({ now: () => AT });
  const controls = createPanelControls(sessionStorage, null);
  renderWithI18n(
    <>
      <button type="button">Een knop van de app</button>
      <InspectorPanel recorder={recorder} controls={controls} />
    </>,
  );
  const shop = await act(async () => createActor(shopMachine, { id: 'shop', inspect: recorder.inspect }).start());
  await act(async () => shop.system.get('cart')!.send({ type: 'print.add', name: 'Spandoek', copies: 3 }));
  return { shop, controls };
}

const panel = () => screen.getByRole('complementary', { name: 'Machine-inspector' });

describe('the machine panel', () => {
  afterEach(() => sessionStorage.clear());

  it('opens with Alt+Shift+X on its heading and shows the actor tree, each state, tags and context, and the events', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    expect(screen.queryByRole('complementary')).toBeNull();
    await user.keyboard(SHORTCUT);
    expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Machine-inspector' }));

    // The tree: the child under its parent, each with its state; the child's systemId and tags.
    const actors = within(panel()).getByRole('region', { name: 'Actoren (2)' });
    const root = within(actors).getAllByRole('listitem')[0]!;
    expect(root.querySelector('.pp-inspector__actor-line')!.textContent).toBe('shoptoestand openContext van shop');
    const child = within(within(root).getByRole('list')).getByRole('listitem');
    expect(child.textContent).toContain('cartsystemId carttoestand filledtags orderable');

    // The context opens on demand, with long values cut.
    const toggle = within(child).getByRole('button', { name: 'Context van cart' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const context = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(context.textContent).toContain('"prints": [\n    {\n      "name": "Spandoek",\n      "copies": 3\n    }\n  ]');
    expect(context.textContent).toContain(`"note": "${'x'.repeat(300)}… (+700)"`);

    // The events, newest first: the one sent from outside with its payload, and the children's start.
    const events = within(panel()).getByRole('region', { name: 'Laatste gebeurtenissen (3)' });
    const rows = within(events).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['09:30:15,250', 'print.add', '(van buiten)', 'cart', '{"name":"Spandoek","copies":3}'],
      ['09:30:15,250', 'xstate.init', 'shop', 'cart', '{"input":"[undefined]"}'],
      ['09:30:15,250', 'xstate.init', '(van buiten)', 'shop', '{"input":"[undefined]"}'],
    ]);
    shop.stop();
  });

  it('shows the start of a long payload in its row, and all of it when opened', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    const name = `Spandoek ${'y'.repeat(80)}`;
    await act(async () => shop.system.get('cart')!.send({ type: 'print.add', name, copies: 1 }));
    await user.keyboard(SHORTCUT);
    const events = within(panel()).getByRole('region', { name: 'Laatste gebeurtenissen (4)' });
    const payload = within(events).getAllByRole('row')[1]!.querySelector('.pp-inspector__payload')!;
    const details = payload.querySelector('details')!;
    const full = `{"name":"${name}","copies":1}`;
    expect(payload.querySelector('summary')!.textContent).toBe(`${full.slice(0, 60)}…`);
    expect(details.open).toBe(false);
    await user.click(payload.querySelector('summary')!);
    expect(details.open).toBe(true);
    expect(details.querySelector('.pp-inspector__json')!.textContent).toBe(full);
    shop.stop();
  });

  it('keeps a stopped actor in the tree, marked so', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    await user.keyboard(SHORTCUT);
    await act(async () => shop.stop());
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.pp-inspector__status')?.textContent)).toEqual(['gestopt', 'gestopt']);
  });

  it('hides with Escape and gives focus back to where it was; the shortcut toggles it', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    screen.getByRole('button', { name: 'Een knop van de app' }).focus();
    await user.keyboard(SHORTCUT);
    expect(panel()).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Een knop van de app' }));
    await user.keyboard(SHORTCUT);
    await user.keyboard(SHORTCUT);
    expect(screen.queryByRole('complementary')).toBeNull();
    shop.stop();
  });

  it('remembers being opened for the tab, and forgets it when turned off', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    await user.keyboard(SHORTCUT);
    expect(sessionStorage.getItem('pp.inspect')).toBe('local');
    await user.click(within(panel()).getByRole('button', { name: 'Inspectie uitzetten' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(sessionStorage.getItem('pp.inspect')).toBeNull();
    shop.stop();
  });

  it('shows a context that holds actors, files and cycles without walking into them', async () => {
    const user = userEvent.setup();
    const recorder = createRecorder();
    renderWithI18n(<InspectorPanel recorder={recorder} controls={createPanelControls(sessionStorage, 'local')} />);
    const loop: { name: string; self?: unknown } = { name: 'loop' };
    loop.self = loop;
    const holder = setup({ actors: { cart: cartMachine } }).createMachine({
      id: 'holder',
      context: ({ spawn }) => ({ cart: spawn('cart', { id: 'cart' }), file: new File(['%PDF'], 'banner.pdf'), loop }),
    });
    const actor = await act(async () => createActor(holder, { id: 'holder', inspect: recorder.inspect }).start());
    await user.click(within(panel()).getByRole('button', { name: 'Context van holder' }));
    expect(within(panel()).getByText(/"cart": "\[actor cart\]"/).textContent).toBe(
      '{\n  "cart": "[actor cart]",\n  "file": "[file banner.pdf, 4 bytes]",\n  "loop": {\n    "name": "loop",\n    "self": "[circular]"\n  }\n}',
    );
    actor.stop();
  });

  it('stays readable and reachable while an app modal hides everything else', async () => {
    const user = userEvent.setup();
    const controls = createPanelControls(sessionStorage, null);
    let unmount = () => {};
    act(() => void (unmount = mountPanel(createRecorder(), controls)));
    renderWithI18n(
      <ConfirmDialog title="Print verwijderen?" confirmLabel="Verwijderen" isOpen onConfirm={() => {}} onCancel={() => {}}>
        Weet u het zeker?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard(SHORTCUT);
    expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Machine-inspector' }));
    await user.tab();
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Verbergen' }));
    act(unmount);
  });

  it('has no accessibility violations axe can find without a layout', async () => {
    const user = userEvent.setup();
    const { shop } = await renderTree();
    await user.keyboard(SHORTCUT);
    await user.click(within(panel()).getByRole('button', { name: 'Context van cart' }));
    // Colour contrast needs a real layout (test/e2e runs axe in Chromium).
    const result = await axe.run(panel(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    shop.stop();
  });
});
