import { memo, useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYLOAD_LIMITS, jsonText } from './json-text.js';
import type { EventEnd, EventRecord } from './recorder.js';

/** The recorded events, newest first: what each actor received, from whom, when and with what. */
export function EventLog({ events }: { events: readonly EventRecord[] }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const newestFirst = useMemo(() => [...events].reverse(), [events]);
  const count = events.length;
  // Milliseconds matter here: a burst of events lands within the same second.
  const clock = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, hour12: false }),
    [i18n.locale],
  );
  return (
    // Focusable so the keyboard can scroll it: its rows hold no controls (axe: scrollable-region-focusable).
    <section className="pp-inspector__section" aria-labelledby={headingId} tabIndex={0}>
      <h3 id={headingId} className="pp-inspector__heading">
        <Trans>Laatste gebeurtenissen ({count})</Trans>
      </h3>
      {newestFirst.length === 0 ? (
        <p>
          <Trans>Nog geen gebeurtenissen.</Trans>
        </p>
      ) : (
        <table className="pp-inspector__events">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tijd</Trans>
              </th>
              <th scope="col">
                <Trans>Gebeurtenis</Trans>
              </th>
              <th scope="col">
                <Trans>Van</Trans>
              </th>
              <th scope="col">
                <Trans>Naar</Trans>
              </th>
              <th scope="col">
                <Trans>Inhoud</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((record) => (
              <EventRow key={record.seq} record={record} time={clock.format(record.at)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Rows are immutable records: a new event renders one new row, not two hundred. */
const EventRow = memo(function EventRow({ record, time }: { record: EventRecord; time: string }) {
  const { type, ...payload } = record.event;
  return (
    <tr>
      <td>
        <time dateTime={new Date(record.at).toISOString()}>{time}</time>
      </td>
      <td>
        <code>{type}</code>
      </td>
      <td>
        <End end={record.source} />
      </td>
      <td>
        <End end={record.target} />
      </td>
      <td className="pp-inspector__payload">{Object.keys(payload).length > 0 && <Payload text={jsonText(payload, PAYLOAD_LIMITS, 0)} />}</td>
    </tr>
  );
});

/** Characters of a payload shown in its row; a longer one opens in full on demand. */
const PAYLOAD_PREVIEW = 60;

/** A long payload (a whole answer of the server) would make its row screens tall: its start, then all of it when opened. */
function Payload({ text }: { text: string }) {
  if (text.length <= PAYLOAD_PREVIEW) return <code>{text}</code>;
  return (
    <details>
      <summary>
        <code>{text.slice(0, PAYLOAD_PREVIEW)}…</code>
      </summary>
      <code className="pp-inspector__json">{text}</code>
    </details>
  );
}

function End({ end }: { end: EventEnd | undefined }) {
  // No source: sent from outside any actor (a screen, the router, a listener in glue code).
  if (!end) return <Trans>(van buiten)</Trans>;
  return <span title={end.sessionId}>{end.name}</span>;
}
