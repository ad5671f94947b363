export { Allowlist, refusalReason, type RefusalReason } from './address-policy.js';
export { OutboundClient, type OutboundClientOptions, OutboundRefusedError, type OutboundRequest, type OutboundResponse } from './client.js';
