export function add(a, b) {
  return a + b;
}

export function legacySum(list) {
  let s = 0;
  for (const x of list) s += x;
  return s;
}

export function sum(list) {
  return list.reduce(add, 0);
}
