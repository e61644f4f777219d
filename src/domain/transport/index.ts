export * from './tariff.js';
export * from './shipment.js';
export * from './cost.js';
export * from './answer.js';
