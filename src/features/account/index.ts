// What the other features use of the account: its settings calls (the order pages' services).
export { settingsApi, type SettingsApi } from './api.js';
