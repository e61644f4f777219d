export { applyFinishEdit, type FinishEdit, type FinishEditResult } from '../../../machines/finish-edits.js';
