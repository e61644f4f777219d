import { Trans } from '@lingui/react/macro';
import { focusScreenHeading } from './screen-focus.js';
import './skip-link.css';

/** The first Tab stop of every screen behind the navbar: jumps over the navbar to main#main. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="pp-skip-link"
      onClick={(event) => {
        event.preventDefault(); // no #main in the URL (the router would see a new location)
        if (!focusScreenHeading(document)) document.getElementById('main')?.focus();
      }}
    >
      <Trans>Naar de inhoud</Trans>
    </a>
  );
}
