/**
 * Small helpers for working with URLs in the browser.
 */

export function parseQuery(search) {
  const result = {};
  if (!search) {
    return result;
  }
  const query = search.charAt(0) === '?' ? search.slice(1) : search;
  const pairs = query.split('&');
  for (let i = 0; i < pairs.length; i++) {
    if (!pairs[i]) {
      continue;
    }
    const parts = pairs[i].split('=');
    const key = decodeURIComponent(parts[0]);
    const value = parts.length > 1 ? decodeURIComponent(parts[1].replace(/\+/g, ' ')) : '';
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
