import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp } from 'lucide-react';
import { Button } from './button.js';
import { CONTACT, HELP_CLOSE_DELAY_MS } from './contact.js';

/** Contact e-mail and phone; the panel closes 500 ms after the pointer leaves, or with Escape. */
export function HelpButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HELP_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  return (
    <div
      className="pp-help"
      onPointerEnter={cancelClose}
      onPointerLeave={() => open && closeSoon()}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <Button variant="quiet" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((value) => !value)}>
        <CircleHelp aria-hidden="true" size={18} /> <span className="pp-navbar__label"><Trans>Hulp</Trans></span>
      </Button>
      {open ? (
        <div id={panelId} className="pp-help__panel" role="region" aria-label={t`Contact`}>
          <p>
            <Trans>Vragen? Wij helpen u graag.</Trans>
          </p>
          <p>
            <a className="pp-link" href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p>
            <a className="pp-link" href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
