const DEFAULT_OPTIONS = {
  retries: 3,
  minDelayMs: 200,
  maxDelayMs: 5000,
  factor: 2,
  jitter: true,
};

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function computeDelay(attempt, options) {
  const base = Math.min(options.maxDelayMs, options.minDelayMs * options.factor ** attempt);
  if (!options.jitter) {
    return base;
  }
  return Math.round(base / 2 + Math.random() * (base / 2));
}

function isRetryable(error) {
  if (!error) return false;
  if (error.code === 'ECONNRESET' || error.code === 'ETIMEDOUT') return true;
  if (typeof error.status === 'number') {
    return error.status === 429 || error.status >= 500;
  }
  return false;
}

async function retry(fn, userOptions = {}) {
  const options = { ...DEFAULT_OPTIONS, ...userOptions };
  let lastError;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      const shouldRetry = options.shouldRetry ? options.shouldRetry(error) : isRetryable(error);
      if (!shouldRetry || attempt === options.retries) {
        break;
      }
      const delay = computeDelay(attempt, options);
      if (options.onRetry) {
        options.onRetry(error, attempt + 1, delay);
      }
      await sleep(delay);
    }
  }
  throw lastError;
}

module.exports = {
  retry,
  isRetryable,
  sleep,
};