import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/button.js';
import { ActorTree } from './actor-tree.js';
import type { PanelControls } from './controls.js';
import { EventLog } from './event-log.js';
import { HostedNotice } from './hosted-notice.js';
import type { Recorder } from './recorder.js';
import { INSPECTOR_SHORTCUT, useInspectorShortcut } from './shortcut.js';
import './inspector.css';

interface PanelProps {
  recorder: Recorder;
  controls: PanelControls;
}

/**
 * The machine panel: a landmark at the bottom of the page, beside the app rather than over it (not
 * modal), so the developer keeps using the screen the machines run. Opened by the shortcut, focus
 * moves to its heading; hidden again, focus returns to where it was.
 */
export function InspectorPanel({ recorder, controls }: PanelProps) {
  const state = useSyncExternalStore(controls.subscribe, controls.getSnapshot);
  const panel = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef(false);

  const leave = useCallback((action: () => void) => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  }, []);
  const onShortcut = useCallback(() => {
    if (controls.getSnapshot().open) return leave(controls.hide);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusOnOpen.current = true;
    controls.show();
  }, [controls, leave]);
  useInspectorShortcut(onShortcut);

  if (!state.open) return null;
  return (
    <PanelBody
      panel={panel}
      focusOnOpen={focusOnOpen}
      recorder={recorder}
      controls={controls}
      onHide={() => leave(controls.hide)}
      onTurnOff={() => leave(controls.turnOff)}
    />
  );
}

interface BodyProps extends PanelProps {
  panel: RefObject<HTMLElement | null>;
  focusOnOpen: RefObject<boolean>;
  onHide: () => void;
  onTurnOff: () => void;
}

function PanelBody({ panel, focusOnOpen, recorder, controls, onHide, onTurnOff }: BodyProps) {
  const recording = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  const { hostedTrouble } = useSyncExternalStore(controls.subscribe, controls.getSnapshot);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Room below the app's last content, so no part of the screen is out of reach under the panel.
    document.body.classList.add('pp-inspector-open');
    return () => document.body.classList.remove('pp-inspector-open');
  }, []);
  useEffect(() => {
    // Only when the developer opened it: a panel open from the page load leaves focus to the app.
    if (!focusOnOpen.current) return;
    focusOnOpen.current = false;
    heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <aside
      ref={panel}
      className="pp-inspector"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onHide();
      }}
    >
      <header className="pp-inspector__bar">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="pp-inspector__title">
          <Trans>Machine-inspector</Trans>
        </h2>
        <p className="pp-inspector__hint">
          <Trans>
            Tonen en verbergen: <kbd>{INSPECTOR_SHORTCUT}</kbd>
          </Trans>
        </p>
        <Button variant="secondary" onPress={onHide}>
          <Trans>Verbergen</Trans>
        </Button>
        <Button variant="secondary" onPress={onTurnOff}>
          <Trans>Inspectie uitzetten</Trans>
        </Button>
      </header>
      {hostedTrouble && <HostedNotice trouble={hostedTrouble} onRetry={controls.retryHosted} />}
      <div className="pp-inspector__body">
        <ActorTree actors={recording.actors} />
        <EventLog events={recording.events} />
      </div>
    </aside>
  );
}
