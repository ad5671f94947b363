// ... existing code ...

export function parseQueryString(search: string): QueryRecord {
  // ... existing code ...
}

/** @deprecated Use parseQueryString instead. */
export const parseQuery = parseQueryString;

// ... existing code ...

export function getQueryParam(search: string, name: string): string | undefined {
  const value = parseQueryString(search)[name];
  return Array.isArray(value) ? value[0] : value;
}

export function mergeQuery(search: string, patch: Partial<QueryRecord>): string {
  const current = parseQueryString(search);
  // ... existing code ...
