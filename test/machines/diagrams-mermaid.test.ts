// @vitest-environment happy-dom
// Mermaid itself (v11, what GitHub and mermaid.live run) reads every diagram of
// machines/DIAGRAMS.md: one it cannot parse fails here, and so does one where Mermaid puts a state
// in another parent than the machine has it (Mermaid homes a state where its id is mentioned, not
// where it is declared), or where an event of the machine has neither an arrow nor a line.
// Mermaid needs a DOM to load; happy-dom is the one the view tests use.
import { readFileSync } from 'node:fs';
import DOMPurify from 'dompurify';
import mermaid from 'mermaid';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIAGRAMS_PATH, eventText, LABEL_LINE_BREAK, MACHINES, mermaidId, mermaidText } from '../../scripts/machine-diagrams.js';

/** The part of Mermaid's state diagram model (`db.getData()`, what its renderer draws) checked here. */
interface MermaidGraph {
  nodes: { id: string; parentId?: string; shape: string; label?: string; description?: string[] }[];
  edges: { start: string; end: string; label?: string }[];
}

beforeAll(() => {
  // Mermaid runs every label through DOMPurify, which does not work on happy-dom: it drops the text
  // before a `<br>` (cure53/DOMPurify#1457, capricorn86/happy-dom#2182; Chromium keeps it). The
  // labels are our own, so here they are read as Mermaid parsed them.
  DOMPurify.isSupported = false;
});

async function mermaidGraph(text: string): Promise<MermaidGraph> {
  // parse first: it also registers Mermaid's diagram types, which getDiagramFromText needs.
  await mermaid.parse(text);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  return (diagram.db as unknown as { getData: () => MermaidGraph }).getData();
}

const machine = (id: string): AnyStateMachine => MACHINES.find((candidate) => candidate.id === id)!;
const graphOf = (id: string) => mermaidGraph(mermaidText(machine(id)));
const allStates = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(allStates)];
const byMachine = MACHINES.map((each) => [each.id, each] as const);

/** A state's parent as Mermaid draws it; regions (Mermaid's dividers) are looked through. */
function drawnParent(graph: MermaidGraph, id: string): string | undefined {
  const parentId = graph.nodes.find((node) => node.id === id)?.parentId;
  const parent = graph.nodes.find((node) => node.id === parentId);
  return parent?.shape === 'divider' ? drawnParent(graph, parent.id) : parentId;
}

/** Where the machine has the state: in its parent, or at the top for a (not drawn) root's child. */
const realParent = (node: AnyStateNode) => (node.parent && (node.parent.parent || node.parent.type === 'parallel') ? mermaidId(node.parent) : undefined);

/** The label lines of the arrows from one state to another (a state's self-loops are merged into one). */
const labelsOf = (graph: MermaidGraph, from: string, to = from) =>
  graph.edges.filter((edge) => edge.start === from && edge.end === to).flatMap((edge) => (edge.label ?? '').split(LABEL_LINE_BREAK));

/** The lines under a state's name: its transitions without a target. */
const linesIn = (graph: MermaidGraph, id: string) => graph.nodes.find((node) => node.id === id)?.description ?? [];

/** The diagrams as committed (diagrams.test.ts checks they are the generated ones). */
const committedDiagrams = () => [...readFileSync(DIAGRAMS_PATH, 'utf8').matchAll(/^## (\w+)\n\n```mermaid\n([\s\S]*?)\n```$/gm)].map((match) => [match[1]!, match[2]!] as const);

/** Every event a state reacts to, `always` included. */
const eventsOf = (node: AnyStateNode) => [...node.transitions.keys(), ...(node.always?.length ? ['always'] : [])];

/** Whether Mermaid shows the event at the state (or at its "(any state)"): an arrow or a line. */
function showsEvent(graph: MermaidGraph, node: AnyStateNode, event: string): boolean {
  const places = [mermaidId(node), `${mermaidId(node)}__any`];
  const arrowLabels = graph.edges.filter((edge) => places.includes(edge.start)).flatMap((edge) => labelsOf(graph, edge.start, edge.end));
  return [...arrowLabels, ...places.flatMap((place) => linesIn(graph, place))].some((line) => line.startsWith(eventText(event)));
}

describe('machine diagrams read by Mermaid', () => {
  it('rejects a broken diagram (so parsing the generated ones proves something)', async () => {
    await expect(mermaid.parse('stateDiagram-v2\n  state a\n  --\n  state b')).rejects.toThrow(/Parse error/);
  });

  it('finds a diagram per machine in machines/DIAGRAMS.md', () => {
    expect(committedDiagrams().map(([id]) => id)).toEqual(MACHINES.map((each) => each.id));
  });

  it.each(committedDiagrams())('%s parses', async (_, text) => {
    await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
  });

  it.each(byMachine)('%s: every state sits in its real parent', async (_, each) => {
    const graph = await mermaidGraph(mermaidText(each));
    const states = allStates(each.root).filter((node) => node.parent);
    expect(Object.fromEntries(states.map((node) => [node.id, drawnParent(graph, mermaidId(node))]))).toEqual(
      Object.fromEntries(states.map((node) => [node.id, realParent(node)])),
    );
  });

  it.each(byMachine)('%s: every event of every state has an arrow or a line', async (_, each) => {
    const graph = await mermaidGraph(mermaidText(each));
    const missing = allStates(each.root).flatMap((node) => eventsOf(node).filter((event) => !showsEvent(graph, node, event)).map((event) => `${node.id}: ${event}`));
    expect(missing).toEqual([]);
  });

  it('keeps cart `empty` at the top and print `idle` and `copies` out of `finishes`', async () => {
    const cart = await graphOf('cart');
    expect(drawnParent(cart, 'cart_empty')).toBeUndefined();
    const print = await graphOf('print');
    expect(drawnParent(print, 'print_idle')).toBeUndefined();
    expect(drawnParent(print, 'print_active_copies')).toBe('print_active');
  });

  it('draws parallel states with one region each', async () => {
    const checkout = await graphOf('checkout');
    const regionOf = (id: string) => checkout.nodes.find((node) => node.id === id)?.parentId;
    const regions = ['checkout_submit', 'checkout_expedition', 'checkout_purchasers', 'checkout_address'].map(regionOf);
    expect(new Set(regions).size).toBe(4);
    for (const region of regions) expect(checkout.nodes.find((node) => node.id === region)).toMatchObject({ shape: 'divider', parentId: 'checkout' });
  });

  it('writes transitions without a target inside their state, with their actions', async () => {
    const print = await graphOf('print');
    expect(linesIn(print, 'print_active_finishes_editing')).toContain('finishes.next / askSidesCheck');
    expect(linesIn(print, 'print_active_copies__any')).toContain('lines.edit / editLines, recheckLines, askPrice');
    expect(linesIn(print, 'print_editing')).toContain('print.save [hasValidLines] / checkLines, askSidesCheck');
    const checkout = await graphOf('checkout');
    expect(linesIn(checkout, 'checkout_purchasers_ready')).toEqual(['purchaser.choose [isKnownPurchaser] / emitContact']);
  });

  it('names the guards inside and/or/not, and XState\'s own events as a reader says them', async () => {
    expect(labelsOf(await graphOf('print'), 'print_active_copies_editing', 'print_active_finishes')).toEqual(['copies.next [and(hasValidLines, hasFinishesStep)]']);
    expect(labelsOf(await graphOf('session'), 'session_authenticated_booting', 'session_authenticated_booted')).toEqual(['done: booting']);
    expect(labelsOf(await graphOf('portal'), 'portal_loadingShop', 'portal_shop')).toEqual(['loadShop done']);
    expect(labelsOf(await graphOf('printPrice'), 'printPrice_waiting', 'printPrice_loading')).toEqual(['after debounce']);
    expect(labelsOf(await graphOf('checkout'), 'checkout_submit_validating', 'checkout_submit_editing')).toEqual(['always']);
  });

  it('merges the self-loops of a state into one arrow', async () => {
    expect(labelsOf(await graphOf('orderList'), 'orderList_list_loading')).toEqual(['place [isOtherPlace]', 'lists.refresh', 'loadList error [isRefusedCursor]']);
  });
});
