// ... existing code ...

export function throttle(fn, interval = 100) {
  let last = 0;
  let pending = null;
  let pendingArgs = null;
  return function throttled(...args) {
    const now = Date.now();
    const remaining = interval - (now - last);
    if (remaining <= 0) {
      clearTimeout(pending);
      pending = null;
      last = now;
      fn.apply(this, args);
      return;
    }
    pendingArgs = args;
    if (!pending) {
      pending = setTimeout(() => {
        last = Date.now();
        pending = null;
        fn.apply(this, pendingArgs);
      }, remaining);
    }
  };
}

// ... existing code ...
