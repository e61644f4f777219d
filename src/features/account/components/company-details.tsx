import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyAnswer } from '../../../domain/company.js';
import { countryName } from '../../../domain/country-name.js';

/**
 * The company the customer orders for as its confirmations and invoices name it. Read-only: staff
 * keep it (`npm run admin -- partner:update`), so an invoice address is never changed by accident.
 */
export function CompanyDetails({ company }: { company: CompanyAnswer }) {
  const { i18n } = useLingui();
  const address = [company.street, `${company.zip} ${company.city}`.trim(), company.street ? countryName(company.country_id, i18n.locale) : '']
    .filter((line) => line !== '');
  return (
    // A group like the form's own (not a heading: the screen's focus goes to the page's first heading).
    <fieldset className="pp-settings__company" data-section="company">
      <legend><Trans>Bedrijfsgegevens</Trans></legend>
      <dl className="pp-dl">
        <dt><Trans>Bedrijf</Trans></dt><dd>{company.name}</dd>
        <dt><Trans>Factuuradres</Trans></dt>
        <dd>{address.length > 0 ? address.map((line) => <span key={line} className="pp-settings__line">{line}</span>) : '–'}</dd>
        <dt><Trans>Btw-nummer</Trans></dt><dd>{company.vat_id || '–'}</dd>
        <dt><Trans>Inkoopordernummer</Trans></dt>
        <dd>{company.po_required ? <Trans>Verplicht bij elke order</Trans> : <Trans>Niet verplicht</Trans>}</dd>
      </dl>
      <p className="pp-settings__note"><Trans>Klopt er iets niet? Neem contact met ons op, dan passen wij het aan.</Trans></p>
    </fieldset>
  );
}
