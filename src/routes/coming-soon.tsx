import { Trans } from '@lingui/react/macro';

/** What a screen of a later issue shows until its engineer replaces the route file. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <section className="pp-page pp-fade-in" data-screen={screen}>
      <p className="pp-alert">
        <Trans>Dit scherm komt binnenkort.</Trans>
      </p>
    </section>
  );
}
