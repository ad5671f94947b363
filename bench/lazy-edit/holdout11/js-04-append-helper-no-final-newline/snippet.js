// ... existing code (unchanged) ...
  throw lastError;
}

function withTimeout(promise, ms, message = `Operation timed out after ${ms}ms`) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(message);
      error.code = 'ETIMEDOUT';
      reject(error);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

module.exports = {
  retry,
  isRetryable,
  sleep,
  withTimeout,
};
