export type QueryValue = string | string[];
export type QueryRecord = Record<string, QueryValue>;

export function parseQuery(search: string): QueryRecord {
  const result: QueryRecord = {};
  const trimmed = search.startsWith('?') ? search.slice(1) : search;
  if (!trimmed) {
    return result;
  }
  for (const pair of trimmed.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const existing = result[key];
    if (existing === undefined) {
      result[key] = value;
    } else if (Array.isArray(existing)) {
      existing.push(value);
    } else {
      result[key] = [existing, value];
    }
  }
  return result;
}

export function stringifyQuery(query: QueryRecord): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export function getQueryParam(search: string, name: string): string | undefined {
  const value = parseQuery(search)[name];
  return Array.isArray(value) ? value[0] : value;
}

export function mergeQuery(search: string, patch: Partial<QueryRecord>): string {
  const current = parseQuery(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) {
      delete current[key];
    } else {
      current[key] = value;
    }
  }
  return stringifyQuery(current);
}

export function withoutQueryParam(search: string, name: string): string {
  return mergeQuery(search, { [name]: undefined });
}
