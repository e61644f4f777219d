// `npm run machines`: every machine in machines/ as a Mermaid state diagram, generated from the
// machine definitions, written to machines/DIAGRAMS.md (readable offline; GitHub and most editors
// render Mermaid). test/machines/diagrams.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from '../machines/account.machine.js';
import { addressMachine } from '../machines/address.machine.js';
import { afterOrderMachine } from '../machines/after-order.machine.js';
import { cartMachine } from '../machines/cart.machine.js';
import { checkoutMachine } from '../machines/checkout.machine.js';
import { finishSidesMachine } from '../machines/finish-sides.machine.js';
import { orderDetailMachine } from '../machines/order-detail.machine.js';
import { orderListMachine } from '../machines/order-list.machine.js';
import { passwordResetMachine } from '../machines/password-reset.machine.js';
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
  accountMachine, passwordResetMachine, printPreviewMachine,
];

interface NodeLike {
  key: string;
  id: string;
  type: string;
  initial?: { target: readonly NodeLike[] } | undefined;
  states: Record<string, NodeLike>;
  transitions: Map<string, readonly { target?: readonly NodeLike[] | undefined; guard?: unknown }[]>;
  always?: readonly { target?: readonly NodeLike[] | undefined; guard?: unknown }[] | undefined;
  invoke: readonly { id: string; src: unknown }[];
  tags: Set<string>;
}

const nameOf = (node: NodeLike) => node.id.replace(/[^A-Za-z0-9_]/g, '_');
const guardName = (guard: unknown): string =>
  typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : guard ? 'guard' : '';
const label = (event: string, guard: unknown) => {
  const shown = event.replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1').replace(/^xstate\.after\.(\w+)\..*$/, 'after $1').replace(/^xstate\.snapshot\.(.+)$/, '$1 snapshot');
  const name = guardName(guard);
  return (name ? `${shown} [${name}]` : shown).replace(/[:;]/g, ' ');
};

function lines(node: NodeLike, indent: string): string[] {
  const out: string[] = [];
  const children = Object.values(node.states);
  if (node.initial?.target[0]) out.push(`${indent}[*] --> ${nameOf(node.initial.target[0])}`);
  children.forEach((child, index) => {
    // The regions of a parallel state are separated by `--` in Mermaid.
    if (node.type === 'parallel' && index > 0) out.push(`${indent}--`);
    const notes = [...child.invoke.map((invoke) => `invokes ${invoke.id}`), ...[...child.tags].map((tag) => `tag ${tag}`)];
    out.push(`${indent}state "${child.key}${notes.length ? ` (${notes.join(', ')})` : ''}" as ${nameOf(child)}`);
    if (Object.keys(child.states).length > 0) {
      out.push(`${indent}state ${nameOf(child)} {`);
      out.push(...lines(child, `${indent}  `));
      out.push(`${indent}}`);
    }
    if (child.type === 'final') out.push(`${indent}${nameOf(child)} --> [*]`);
  });
  const arrows: string[] = [];
  for (const source of [node, ...children]) {
    for (const [event, transitions] of source.transitions) {
      for (const transition of transitions) {
        for (const target of transition.target ?? []) {
          if (source === node && !Object.values(node.states).includes(target)) continue;
          // The machine's own `on` works in any state: drawn from a pseudo state.
          const from = source === node && !node.id.includes('.') ? `${nameOf(node)}_any` : nameOf(source);
          if (from.endsWith('_any') && !out.includes(`${indent}state "(any state)" as ${from}`)) out.push(`${indent}state "(any state)" as ${from}`);
          arrows.push(`${indent}${from} --> ${nameOf(target)}: ${label(event, transition.guard)}`);
        }
      }
    }
    for (const transition of source === node ? [] : source.always ?? []) {
      for (const target of transition.target ?? []) arrows.push(`${indent}${nameOf(source)} --> ${nameOf(target)}: ${label('always', transition.guard)}`);
    }
  }
  return [...out, ...new Set(arrows)];
}

export function mermaidOf(machine: AnyStateMachine): string {
  const root = machine.root as unknown as NodeLike;
  return ['```mermaid', 'stateDiagram-v2', ...lines(root, '  '), '```'].join('\n');
}

export function diagramsMarkdown(): string {
  const sections = MACHINES.map((machine) => `## ${machine.id}\n\n${mermaidOf(machine)}\n`);
  return [
    '# Machine diagrams',
    '',
    'Generated from the machine definitions by `npm run machines`; do not edit (test/machines/diagrams.test.ts',
    'fails when this file is stale). Events are `noun.verb`, guards in brackets, invoked actors and tags',
    'next to the state name.',
    '',
    ...sections,
  ].join('\n');
}

export const DIAGRAMS_PATH = fileURLToPath(new URL('../machines/DIAGRAMS.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(DIAGRAMS_PATH, diagramsMarkdown());
  console.log(`wrote ${DIAGRAMS_PATH}`);
}
