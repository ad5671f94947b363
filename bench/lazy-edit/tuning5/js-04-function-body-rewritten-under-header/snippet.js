// ... existing code ...

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

// ... existing code ...
