import { i18n } from '@lingui/core';
import { messages as login } from '../../locales/nl/login.po';
import { messages as app } from '../../locales/nl/messages.po';

/**
 * Runs a check with the texts worded in Dutch (src/domain/texts/text.ts words them in Lingui's
 * language), then goes back to the language the tests read: a rule worded in Dutch in a browser
 * set to Dutch, or on the server for a request that asks for Dutch.
 */
export function inDutch<T>(check: () => T): T {
  const previous = i18n.locale;
  i18n.load('nl', { ...login, ...app });
  i18n.activate('nl');
  try {
    return check();
  } finally {
    i18n.activate(previous);
  }
}
