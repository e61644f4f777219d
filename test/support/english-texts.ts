import { i18n } from '@lingui/core';
import { messages as login } from '../../locales/en/login.po';
import { messages as app } from '../../locales/en/messages.po';

// The schemas and rules word their texts in the language Lingui is in (src/domain/texts/text.ts):
// the domain, machine and server tests read them in English, as a browser set to English would.
i18n.load('en', { ...login, ...app });
i18n.activate('en');
