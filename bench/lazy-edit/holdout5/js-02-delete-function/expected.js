export function add(a, b) {
  return a + b;
}

export function sum(list) {
  return list.reduce(add, 0);
}
