/**
 * Small helpers for working with URLs in the browser.
 */

export function parseQuery(search) {
  const result = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.prototype.hasOwnProperty.call(result, key)) {
      result[key] = [].concat(result[key], value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

export function buildQuery(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) {
      continue;
    }
    if (Array.isArray(value)) {
      value.forEach((v) => search.append(key, String(v)));
    } else {
      search.append(key, String(value));
    }
  }
  const str = search.toString();
  return str ? `?${str}` : '';
}

export function withQuery(url, params) {
  const [base] = url.split('?');
  return base + buildQuery(params);
}
