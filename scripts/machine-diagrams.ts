// `npm run machines`: every machine in machines/ as a Mermaid state diagram, generated from the
// machine definitions, written to machines/DIAGRAMS.md (readable offline; GitHub and most editors
// render Mermaid). test/machines/diagrams.test.ts fails when the committed file is stale, and parses
// every diagram with Mermaid itself (test/machines/diagrams-mermaid.test.ts).
//
// Mermaid puts a state in the composite where its id is mentioned (a transition line inside
// `state X { ... }` pulls both ends into X, even when they were declared elsewhere). So every state
// is declared inside its real parent first, and a transition is written inside a composite only
// when both its ends are direct children of that composite; all others are written at the top
// level, where a mention never moves a state.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { accountMachine } from '../machines/account.machine.js';
import { addressMachine } from '../machines/address.machine.js';
import { afterOrderMachine } from '../machines/after-order.machine.js';
import { cartMachine } from '../machines/cart.machine.js';
import { checkoutMachine } from '../machines/checkout.machine.js';
import { finishSidesMachine } from '../machines/finish-sides.machine.js';
import { orderDetailMachine } from '../machines/order-detail.machine.js';
import { orderListMachine } from '../machines/order-list.machine.js';
import { passwordResetMachine } from '../machines/password-reset.machine.js';
import { plannerMachine } from '../machines/planner.machine.js';
import { portalMachine } from '../machines/portal.machine.js';
import { printPreviewMachine } from '../machines/print-preview.machine.js';
import { printPriceMachine } from '../machines/print-price.machine.js';
import { printMachine } from '../machines/print.machine.js';
import { sessionMachine } from '../machines/session.machine.js';
import { sheetImportMachine } from '../machines/sheet-import.machine.js';
import { uploadMachine } from '../machines/upload.machine.js';

export const MACHINES: readonly AnyStateMachine[] = [
  portalMachine,
  sessionMachine, cartMachine, printMachine, finishSidesMachine, printPriceMachine, sheetImportMachine, checkoutMachine, addressMachine, afterOrderMachine, orderDetailMachine, orderListMachine, uploadMachine,
  accountMachine, passwordResetMachine, printPreviewMachine, plannerMachine,
];

/** The Mermaid id of a state: its XState id, which is unique in the machine, with `.` as `_`. */
export const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');
/** The pseudo state drawn for a state's own `on`, which works in each of its states. */
const anyStateId = (node: AnyStateNode) => `${mermaidId(node)}__any`;

const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states);
const hasChildren = (node: AnyStateNode) => childrenOf(node).length > 0;
const isWithin = (node: AnyStateNode, ancestor: AnyStateNode): boolean => node === ancestor || (node.parent ? isWithin(node.parent, ancestor) : false);

/**
 * A machine's root is drawn as a state only when it is parallel: Mermaid separates regions (`--`)
 * only inside a composite state.
 */
const isDrawn = (node: AnyStateNode) => node.parent !== undefined || node.type === 'parallel';
/** The composite a state is declared in; undefined for the top level of the diagram. */
type Block = AnyStateNode | undefined;
const blockOf = (node: AnyStateNode): Block => (node.parent && isDrawn(node.parent) ? node.parent : undefined);
/**
 * The "(any state)" pseudo state sits inside the state whose `on` it shows; beside it when that
 * state is parallel, as a line in a parallel block would land in one of its regions.
 */
const anyStateBlockOf = (node: AnyStateNode): Block => (node.type === 'parallel' ? blockOf(node) : isDrawn(node) ? node : undefined);

// --- labels -------------------------------------------------------------------------------------

/** XState's internal event names as a reader says them. */
const EVENT_NAMES: readonly [RegExp, string][] = [
  [/^xstate\.(done|error)\.actor\.\*$/, 'any actor $1'],
  [/^xstate\.done\.actor\.(.+)$/, '$1 done'],
  [/^xstate\.error\.actor\.(.+)$/, '$1 error'],
  [/^xstate\.snapshot\.(.+)$/, '$1 snapshot'],
  [/^xstate\.done\.state\.(?:.+\.)?([^.]+)$/, 'done: $1'],
  [/^xstate\.after\.(\d+)\..+$/, 'after $1ms'],
  [/^xstate\.after\.([^.]+)\..+$/, 'after $1'],
];
export function eventText(event: string): string {
  const named = EVENT_NAMES.find(([pattern]) => pattern.test(event));
  return named ? event.replace(...named) : event;
}

/** A guard by its name; `and`/`or`/`not` (functions carrying their `guards`) with the guards inside. */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards;
    if (Array.isArray(inner)) return `${guard.name}(${inner.map(guardText).join(', ')})`;
    // An arrow function written as `guard: (...) => ...` is named after the key.
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/**
 * An action by its name; XState's own (assign, emit, sendTo) are functions with a `type`, and a
 * sendTo to a named child says which.
 */
function actionText(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action) {
    const receiver = 'to' in action && typeof action.to === 'string' ? ` ${action.to}` : '';
    return `${String(action.type).replace(/^xstate\./, '')}${receiver}`;
  }
  return typeof action === 'function' && action.name ? action.name : 'inline action';
}

/**
 * `event [guard]`; a transition without a target (written inside its state) also `/ actions`,
 * since running them is all it does. A `;` would end the label in Mermaid.
 */
function transitionLabel(event: string, transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${guardText(transition.guard)}]` : '';
  const actions = transition.target?.length ? [] : transition.actions.map(actionText);
  return `${eventText(event)}${guard}${actions.length ? ` / ${actions.join(', ')}` : ''}`.replace(/;/g, ',');
}

// --- transitions --------------------------------------------------------------------------------

interface Arrow {
  from: string;
  to: string;
  label: string;
  /** The composite the line is written in. */
  block: Block;
}

/**
 * A transition without a target: no arrow, but a line inside the state's box (UML's internal
 * transitions), so that the layout makes room for it (self-loop labels overlap other arrows).
 */
interface Internal {
  /** The state, or the "(any state)" of a state with children. */
  at: string;
  label: string;
}

const allStates = (node: AnyStateNode): AnyStateNode[] => [node, ...childrenOf(node).flatMap(allStates)];
const transitionsOf = (node: AnyStateNode): [string, AnyTransitionDefinition][] => [
  ...[...node.transitions].flatMap(([event, transitions]) => transitions.map((transition): [string, AnyTransitionDefinition] => [event, transition])),
  ...(node.always ?? []).map((transition): [string, AnyTransitionDefinition] => ['always', transition]),
];
const hasTarget = ([, transition]: [string, AnyTransitionDefinition]) => (transition.target?.length ?? 0) > 0;

/** Where a transition starts: a state's own `on` into itself starts at its "(any state)". */
const startOf = (source: AnyStateNode, target?: AnyStateNode) =>
  hasChildren(source) && (!target || isWithin(target, source)) ? { id: anyStateId(source), block: anyStateBlockOf(source) } : { id: mermaidId(source), block: blockOf(source) };

function arrowsOf(source: AnyStateNode, event: string, transition: AnyTransitionDefinition): Arrow[] {
  const label = transitionLabel(event, transition);
  return (transition.target ?? []).map((target) => {
    const start = startOf(source, target);
    const endBlock = blockOf(target);
    // A line in a parallel block would land in one of its regions.
    const shared = start.block === endBlock && endBlock?.type !== 'parallel' ? endBlock : undefined;
    return { from: start.id, to: mermaidId(target), label, block: shared };
  });
}

/** Between the lines of a merged label. */
export const LABEL_LINE_BREAK = '<br>';

/**
 * Mermaid draws all self-loops of a state on the same spot, their labels on top of each other; so
 * a state's self-loops (re-entering it) are drawn as one, a label line each.
 */
function mergeSelfLoops(arrows: readonly Arrow[]): Arrow[] {
  const merged: Arrow[] = [];
  for (const arrow of arrows) {
    const loop = arrow.from === arrow.to ? merged.find((other) => other.from === arrow.from && other.to === arrow.to) : undefined;
    if (!loop) merged.push({ ...arrow });
    else if (!loop.label.split(LABEL_LINE_BREAK).includes(arrow.label)) loop.label += `${LABEL_LINE_BREAK}${arrow.label}`;
  }
  return merged;
}

const machineArrows = (root: AnyStateNode): Arrow[] =>
  mergeSelfLoops(allStates(root).flatMap((node) => transitionsOf(node).filter(hasTarget).flatMap(([event, transition]) => arrowsOf(node, event, transition))));

const machineInternals = (root: AnyStateNode): Internal[] =>
  allStates(root).flatMap((node) =>
    transitionsOf(node)
      .filter((each) => !hasTarget(each))
      .map(([event, transition]) => ({ at: startOf(node).id, label: transitionLabel(event, transition) })),
  );

/** The states whose "(any state)" is drawn: an arrow starts there, or a line sits in it. */
function statesWithAnyState(root: AnyStateNode, arrows: readonly Arrow[], internals: readonly Internal[]): Set<AnyStateNode> {
  const used = new Set([...arrows.map((arrow) => arrow.from), ...internals.map((internal) => internal.at)]);
  return new Set(allStates(root).filter((node) => used.has(anyStateId(node))));
}

// --- the diagram --------------------------------------------------------------------------------

interface Drawing {
  arrows: readonly Arrow[];
  internals: readonly Internal[];
  withAnyState: ReadonlySet<AnyStateNode>;
}

/** A state's internal transitions, as Mermaid's description lines (`id : text`) under its name. */
const internalLines = (id: string, indent: string, drawing: Drawing) => [
  ...new Set(drawing.internals.filter((internal) => internal.at === id).map((internal) => `${indent}${id} : ${internal.label}`)),
];

function stateName(node: AnyStateNode): string {
  const notes = [...node.invoke.map((invoke) => `invokes ${invoke.id}`), ...[...node.tags].map((tag) => `tag ${tag}`)];
  return `${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

const anyStateLines = (node: AnyStateNode, indent: string, drawing: Drawing) =>
  drawing.withAnyState.has(node)
    ? [`${indent}state "(any state${node.type === 'parallel' ? ` of ${node.key}` : ''})" as ${anyStateId(node)}`, ...internalLines(anyStateId(node), indent, drawing)]
    : [];

const arrowLines = (block: Block, indent: string, drawing: Drawing) => [
  ...new Set(drawing.arrows.filter((arrow) => arrow.block === block).map((arrow) => `${indent}${arrow.from} --> ${arrow.to}: ${arrow.label}`)),
];

/** A state's declaration, with its children inside when it has any. */
function stateLines(node: AnyStateNode, indent: string, drawing: Drawing): string[] {
  const declaration = [`${indent}state "${stateName(node)}" as ${mermaidId(node)}`, ...internalLines(mermaidId(node), indent, drawing)];
  const body = hasChildren(node) ? [`${indent}state ${mermaidId(node)} {`, ...blockLines(node, `${indent}  `, drawing), `${indent}}`] : [];
  const end = node.type === 'final' ? [`${indent}${mermaidId(node)} --> [*]`] : [];
  const besideAnyState = node.type === 'parallel' ? anyStateLines(node, indent, drawing) : [];
  return [...declaration, ...body, ...end, ...besideAnyState];
}

/** Inside a state: its initial state, its children (regions between `--`), then its own arrows. */
function blockLines(node: AnyStateNode, indent: string, drawing: Drawing): string[] {
  const initial = node.type !== 'parallel' && node.initial?.target[0] ? [`${indent}[*] --> ${mermaidId(node.initial.target[0])}`] : [];
  const insideAnyState = node.type === 'parallel' ? [] : anyStateLines(node, indent, drawing);
  const children = childrenOf(node).flatMap((child, index) => [...(node.type === 'parallel' && index > 0 ? [`${indent}--`] : []), ...stateLines(child, indent, drawing)]);
  return [...initial, ...children, ...insideAnyState, ...(isDrawn(node) ? arrowLines(node, indent, drawing) : [])];
}

/** The machine's diagram text (without the Markdown fence). */
export function mermaidText(machine: AnyStateMachine): string {
  const root = machine.root;
  const arrows = machineArrows(root);
  const internals = machineInternals(root);
  const drawing: Drawing = { arrows, internals, withAnyState: statesWithAnyState(root, arrows, internals) };
  const top = isDrawn(root) ? stateLines(root, '  ', drawing) : blockLines(root, '  ', drawing);
  return ['stateDiagram-v2', ...top, ...arrowLines(undefined, '  ', drawing)].join('\n');
}

export const mermaidOf = (machine: AnyStateMachine) => ['```mermaid', mermaidText(machine), '```'].join('\n');

export function diagramsMarkdown(): string {
  const sections = MACHINES.map((machine) => `## ${machine.id}\n\n${mermaidOf(machine)}\n`);
  return [
    '# Machine diagrams',
    '',
    'Generated from the machine definitions by `npm run machines`; do not edit (test/machines/diagrams.test.ts',
    'fails when this file is stale). Events are `noun.verb`, guards in brackets, invoked actors and tags',
    'next to the state name. `(any state)` stands for every state inside the composite it is drawn in (the',
    'composite\'s own `on`). Lines `event [guard] / actions` under a state\'s name are transitions without a',
    'target (UML\'s internal transitions): the state stays, only the actions run. `loadShop done` /',
    '`loadShop error` are an invoked actor\'s answers, `done: booting` is state `booting` reaching its final',
    'state, `after 500ms` a delay, `always` a transition without an event.',
    '',
    ...sections,
  ].join('\n');
}

// A path, not `new URL(...)`: under a DOM environment (the Mermaid test) URL is the DOM's, which
// node:url refuses.
export const DIAGRAMS_PATH = join(dirname(fileURLToPath(import.meta.url)), '../machines/DIAGRAMS.md');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DIAGRAMS_PATH, diagramsMarkdown());
  console.log(`wrote ${DIAGRAMS_PATH}`);
}
