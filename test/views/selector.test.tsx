import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.js';
import { sessionActors } from '../../src/features/session/actors/session-actors.js';
import type { AuthApi } from '../../src/features/session/api.js';
import type { CatalogApi } from '../../src/features/catalog/api/catalog.js';
import type { Catalog, CatalogNode, Chapter } from '../../src/domain/catalog.js';
import { defaultChapter } from '../../src/domain/chapters.js';
import { visibleChapters } from '../../src/features/catalog/components/catalog-tree.js';
import { SelectorView } from '../../src/features/catalog/components/selector-view.js';
import { answerOf, customer } from '../machines/session-fixtures.js';
import { product, renderWithI18n } from './configure-support.js';

const leaf = (id: number, productId: number, name: string): CatalogNode => ({ id, name, product_id: productId, icon: null, children: [] });
const category = (id: number, name: string, children: CatalogNode[]): CatalogNode => ({ id, name, product_id: null, icon: '/icons/x.svg', children });

const banner = product({ id: 1, name: 'Frontlit 510', width: 1605, fire_resistant: true, density: '510 g/m²', from_price: { cents: 1250, quantity: 1, width: 1000, height: 1000 } });
const mesh = product({ id: 2, name: 'Mesh 270', material: 'PVC mesh', width: 5000, fire_resistant: false, is_favorite: true, sides: 2, from_price: { cents: 1450, quantity: 1, width: 1000, height: 1000 } });
const flag = product({ id: 3, name: 'Baniervlag 115 g', kind: 'piece' });

const catalog: Catalog = {
  personal: [],
  catalog: [category(10, 'Spandoeken', [leaf(11, 1, 'Frontlit 510'), leaf(12, 2, 'Mesh 270')]), category(13, 'Leeg', [])],
  frames: [],
  vsigns: [category(20, 'Leeg', [])],
  fence_banners: [],
  flags: [category(30, 'Baniervlaggen', [category(31, 'Staand', [leaf(32, 3, 'Baniervlag 115 g')])])],
  adhesive: [],
};

/** A booted session machine holding the catalogue data, as the app has it after the boot screen. */
async function bootedSession(toggleFavorite: (productId: number) => Promise<boolean>) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(async () => ({ status: 200, answer: answerOf(customer) })),
        loadCatalog: fromPromise(async () => catalog),
        loadProducts: fromPromise(async () => [banner, mesh, flag]),
        loadFinishes: fromPromise(async () => []),
        loadAddresses: fromPromise(async () => []),
        checkSpecs: fromPromise(async () => ({ seen_specs: true })),
        // The real actor, over a fake POST /favorite.
        saveFavorite: sessionActors({} as AuthApi, { toggleFavorite } as unknown as CatalogApi).saveFavorite,
      } as never,
    }),
  ).start();
  session.send({ type: 'login.token', token: 'abc' });
  await settled(session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  return session;
}

/** The selector wired like its route: data and saving hearts from the session, the heart sent to it. */
async function renderSelector(chapter: Chapter = 'catalog', toggleFavorite = vi.fn().mockResolvedValue(true)) {
  const onChoose = vi.fn();
  const onChapterChange = vi.fn();
  const session = await bootedSession(toggleFavorite);
  function Connected() {
    const data = useSelector(session, (snapshot) => snapshot.context);
    const [current, setCurrent] = useState(chapter);
    return (
      <SelectorView
        catalog={data.catalog!}
        products={data.products!}
        chapter={current}
        onChapterChange={(next) => {
          onChapterChange(next);
          setCurrent(next);
        }}
        onChoose={onChoose}
        savingFavorites={data.savingFavorites}
        onToggleFavorite={(productId) => session.send({ type: 'favorite.toggle', productId })}
      />
    );
  }
  renderWithI18n(<Connected />);
  return { onChoose, onChapterChange, toggleFavorite, session };
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The selector's search and its tree-or-cards switch come first, each one Tab stop. */
async function tabPastSearchAndLayout(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Product zoeken' }));
  await user.tab();
  expect(document.activeElement?.closest('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Weergave');
}

describe('product selector', () => {
  it('lists only chapters with products and starts in personal only when there are favourites', async () => {
    const { onChapterChange } = await renderSelector();
    const nav = screen.getByRole('listbox', { name: 'Hoofdstukken' });
    expect(within(nav).getAllByRole('option').map((option) => option.textContent)).toEqual(['Catalogus', 'Vlaggen']);
    expect(within(nav).getByRole('option', { name: 'Catalogus' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(within(nav).getByRole('option', { name: 'Vlaggen' }));
    expect(onChapterChange).toHaveBeenCalledWith('flags');
    expect(screen.queryByRole('button', { name: /Leeg/ })).toBeNull();
    expect(defaultChapter(catalog)).toBe('catalog');
    expect(defaultChapter({ personal: [leaf(1, 2, 'Mesh 270')] })).toBe('personal');
  });

  it('moves through the chapters with the arrows as one Tab stop and opens one with Enter', async () => {
    const user = userEvent.setup();
    const { onChapterChange } = await renderSelector();
    const nav = screen.getByRole('listbox', { name: 'Hoofdstukken' });
    await tabPastSearchAndLayout(user);
    await user.tab();
    expect(document.activeElement).toBe(within(nav).getByRole('option', { name: 'Catalogus' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(nav).getByRole('option', { name: 'Vlaggen' }));
    expect(onChapterChange).not.toHaveBeenCalled(); // arrows only move
    await user.keyboard('{Enter}');
    expect(onChapterChange).toHaveBeenCalledWith('flags');
    await user.tab();
    expect(nav.contains(document.activeElement)).toBe(false);
  });

  it('shows the info panel after hovering 600 ms, with the width in cm', async () => {
    await renderSelector();
    vi.useFakeTimers();
    const item = screen.getByRole('row', { name: 'Frontlit 510' }).querySelector<HTMLElement>('.pp-leaf')!;
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(599));
    expect(screen.queryByRole('region', { name: 'Informatie over Frontlit 510' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const panel = screen.getByRole('region', { name: 'Informatie over Frontlit 510' });
    expect(within(panel).getByText('160,5 cm')).toBeTruthy();
    expect(within(panel).getByText('510 g/m²')).toBeTruthy();
    expect(within(panel).getByText('Ja')).toBeTruthy();
    fireEvent.pointerLeave(item);
    expect(screen.queryByRole('region', { name: 'Informatie over Frontlit 510' })).toBeNull();
  });

  it('is one Tab stop with arrows; the panel opens on keyboard focus, Right reaches the heart and choose', async () => {
    const user = userEvent.setup();
    const { toggleFavorite, onChoose } = await renderSelector('catalog', vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true));
    await tabPastSearchAndLayout(user);
    await user.tab(); // the chapters
    await user.tab(); // the tree: its first row
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Spandoeken' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Mesh 270' }));
    const panel = await screen.findByRole('region', { name: 'Informatie over Mesh 270' });
    expect(within(panel).getByText('Nee')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    const heart = within(panel).getByRole('button', { name: 'Favoriet: Mesh 270' });
    expect(document.activeElement).toBe(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggleFavorite).toHaveBeenCalledWith(2);
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Kiezen' }));
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ ...mesh, is_favorite: false });
    await user.tab(); // Tab leaves the tree: no stops per product
    expect(screen.getByRole('treegrid', { name: 'Catalogus' }).contains(document.activeElement)).toBe(false);
  });

  it('chooses with Enter on a product and opens and closes a category with the arrows', async () => {
    const user = userEvent.setup();
    const { onChoose } = await renderSelector();
    await tabPastSearchAndLayout(user);
    await user.tab();
    await user.tab();
    const group = screen.getByRole('row', { name: 'Spandoeken' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('row', { name: 'Frontlit 510' })).toBeNull();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(banner);
  });

  it('a toggled favourite joins or leaves the personal chapter at once, through the session', async () => {
    const user = userEvent.setup();
    const { session } = await renderSelector('catalog', vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false));
    const nav = screen.getByRole('listbox', { name: 'Hoofdstukken' });
    const chapters = () => within(nav).getAllByRole('option').map((option) => option.textContent);
    expect(chapters()).toEqual(['Catalogus', 'Vlaggen']);
    await tabPastSearchAndLayout(user);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    let panel = await screen.findByRole('region', { name: 'Informatie over Frontlit 510' });
    await user.keyboard('{ArrowRight}{Enter}'); // the heart
    await vi.waitFor(() => expect(chapters()).toEqual(['Mijn assortiment', 'Catalogus', 'Vlaggen']));
    expect(within(panel).getByRole('button', { name: 'Favoriet: Frontlit 510' }).getAttribute('aria-pressed')).toBe('true');
    expect(session.getSnapshot().context.products?.find((candidate) => candidate.id === 1)?.is_favorite).toBe(true);

    await user.click(within(nav).getByRole('option', { name: 'Mijn assortiment' }));
    const list = screen.getByRole('region', { name: 'Mijn assortiment' });
    expect(within(list).getAllByRole('row').map((row) => row.getAttribute('aria-label'))).toEqual(['Frontlit 510']);
    await user.tab(); // from the chapter just chosen into the tree
    expect(document.activeElement).toBe(within(list).getByRole('row', { name: 'Frontlit 510' }));
    panel = await screen.findByRole('region', { name: 'Informatie over Frontlit 510' });
    await user.keyboard('{ArrowRight}{Enter}');
    await vi.waitFor(() => expect(chapters()).toEqual(['Catalogus', 'Vlaggen']));
    expect(within(list).queryByRole('row', { name: 'Frontlit 510' })).toBeNull();
    expect(within(list).getByText('Hier staan nog geen producten.')).toBeTruthy();
    expect(visibleChapters(session.getSnapshot().context.catalog!)).toEqual(['catalog', 'flags']);
  });

  it('gives each category an expand button named in the customer\'s language, without react-aria warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup();
      await renderSelector();
      const group = screen.getByRole('row', { name: 'Spandoeken' });
      const chevron = within(group).getByRole('button', { name: 'Inklappen Spandoeken' });
      expect(chevron.getAttribute('tabindex')).toBe('-1'); // the tree stays one Tab stop
      await user.click(chevron);
      expect(group.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('row', { name: 'Frontlit 510' })).toBeNull();
      await user.click(within(group).getByRole('button', { name: 'Uitklappen Spandoeken' }));
      expect(group.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('row', { name: 'Frontlit 510' })).toBeTruthy();
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('chooses a product by clicking its leaf', async () => {
    const { onChoose } = await renderSelector();
    await userEvent.setup().click(screen.getByRole('row', { name: 'Frontlit 510' }));
    expect(onChoose).toHaveBeenCalledWith(banner);
  });

  it('shows flags as an icon grid with breadcrumbs', async () => {
    const user = userEvent.setup();
    const { onChoose } = await renderSelector('flags');
    const crumbs = () => within(screen.getByRole('navigation', { name: 'Kruimelpad' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(crumbs()).toEqual(['Vlaggen']);
    await user.click(screen.getByRole('button', { name: 'Baniervlaggen' }));
    await user.click(screen.getByRole('button', { name: 'Staand' }));
    expect(crumbs()).toEqual(['Vlaggen', 'Baniervlaggen', 'Staand']);
    await user.click(screen.getByRole('button', { name: 'Baniervlag 115 g' }));
    expect(onChoose).toHaveBeenCalledWith(flag);
    await user.click(within(screen.getByRole('navigation', { name: 'Kruimelpad' })).getByRole('button', { name: 'Vlaggen' }));
    expect(crumbs()).toEqual(['Vlaggen']);
  });
  it('shows the chapter as cards on request, keeps that choice, and narrows them by fire resistance, sides and material', async () => {
    const user = userEvent.setup();
    const { onChoose, toggleFavorite } = await renderSelector();
    await user.click(screen.getByRole('radio', { name: 'Kaarten' }));
    const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(cardNames()).toEqual(['Frontlit 510', 'Mesh 270']);
    const frontlit = screen.getByRole('article', { name: 'Frontlit 510' });
    expect(frontlit.querySelector('svg.pp-drawing')).not.toBeNull();
    expect(frontlit.textContent).toContain('vanaf € 12,50');
    expect(frontlit.textContent).toContain('100 × 100 cm, excl. btw');
    expect(frontlit.textContent).toContain('Brandvertragend (B1)');
    expect(screen.getByRole('article', { name: 'Mesh 270' }).textContent).toContain('Enkel- of dubbelzijdig');
    expect(localStorage.getItem('printportal.selector-layout')).toBe('cards');

    await user.click(within(frontlit).getByRole('button', { name: 'Favoriet: Frontlit 510' }));
    expect(toggleFavorite).toHaveBeenCalledWith(1);
    await user.click(within(frontlit).getByRole('button', { name: 'Kiezen: Frontlit 510' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    await user.click(screen.getByText('Brandvertragend', { selector: 'label *, label' }));
    await vi.waitFor(() => expect(cardNames()).toEqual(['Frontlit 510']));
    await user.click(screen.getByText('Brandvertragend', { selector: 'label *, label' }));
    await user.click(screen.getByText('Dubbelzijdig', { selector: 'label *, label' }));
    await vi.waitFor(() => expect(cardNames()).toEqual(['Mesh 270']));
    expect(screen.getByRole('status').textContent).toBe('1 product');
  });
});
