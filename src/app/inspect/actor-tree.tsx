import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTEXT_LIMITS, jsonText } from './json-text.js';
import type { ActorRecord } from './recorder.js';
import { actorTree, viewSnapshot, type ActorNode } from './snapshot-view.js';

/** Every actor under its parent, as nested lists: screen readers announce the level and the count. */
export function ActorTree({ actors }: { actors: readonly ActorRecord[] }) {
  const headingId = useId();
  const roots = useMemo(() => actorTree(actors), [actors]);
  const count = actors.length;
  return (
    // Focusable so the keyboard can scroll it even when no actor has a context to open.
    <section className="pp-inspector__section" aria-labelledby={headingId} tabIndex={0}>
      <h3 id={headingId} className="pp-inspector__heading">
        <Trans>Actoren ({count})</Trans>
      </h3>
      <ActorList nodes={roots} />
    </section>
  );
}

function ActorList({ nodes }: { nodes: ActorNode[] }) {
  return (
    <ul className="pp-inspector__tree">
      {nodes.map((node) => (
        <ActorItem key={node.actor.sessionId} node={node} />
      ))}
    </ul>
  );
}

function ActorItem({ node: { actor, children } }: { node: ActorNode }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const dataId = useId();
  const view = viewSnapshot(actor.snapshot);
  const ended = { done: t`klaar`, error: t`fout`, stopped: t`gestopt` }[view.status ?? ''];
  const name = actor.id;
  const dataLabel = { context: t`Context van ${name}`, error: t`Fout van ${name}`, output: t`Uitvoer van ${name}` }[view.dataKind ?? 'context'];
  return (
    <li className="pp-inspector__actor" data-ended={ended ? '' : undefined}>
      <div className="pp-inspector__actor-line">
        <span className="pp-inspector__actor-name">{name}</span>
        {actor.machine !== undefined && actor.machine !== name && (
          <span className="pp-inspector__meta">
            <Trans>machine</Trans> <code>{actor.machine}</code>
          </span>
        )}
        {actor.systemId !== undefined && (
          <span className="pp-inspector__meta">
            systemId <code>{actor.systemId}</code>
          </span>
        )}
        {ended && <span className="pp-inspector__status">{ended}</span>}
        {view.state !== undefined && (
          <span className="pp-inspector__meta">
            <Trans>toestand</Trans> <code className="pp-inspector__state">{view.state}</code>
          </span>
        )}
        {view.tags.length > 0 && (
          <span className="pp-inspector__meta">
            <Trans>tags</Trans> <code>{view.tags.join(', ')}</code>
          </span>
        )}
        {view.data !== undefined && (
          <button
            type="button"
            className="pp-inspector__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? dataId : undefined}
            onClick={() => setExpanded(!expanded)}
          >
            {dataLabel}
          </button>
        )}
      </div>
      {/* Serialised only while open: a context can be large, and it changes with every event. */}
      {expanded && view.data !== undefined && (
        <pre id={dataId} className="pp-inspector__json">
          {jsonText(view.data, CONTEXT_LIMITS)}
        </pre>
      )}
      {children.length > 0 && <ActorList nodes={children} />}
    </li>
  );
}
