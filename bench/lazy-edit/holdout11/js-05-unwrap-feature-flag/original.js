import { getConsent } from './consent';
import { loadScript } from './dom';
import config from './config';

const queue = [];
let initialized = false;

function flush() {
  while (queue.length > 0) {
    const [event, props] = queue.shift();
    window.plausible(event, { props });
  }
}

export async function initAnalytics() {
  if (initialized || typeof window === 'undefined') {
    return;
  }
  const consent = await getConsent();
  if (!consent.analytics) {
    return;
  }

  if (config.features.newAnalytics) {
    window.plausible =
      window.plausible ||
      function plausibleStub(...args) {
        (window.plausible.q = window.plausible.q || []).push(args);
      };
    await loadScript('https://plausible.io/js/script.manual.js', {
      defer: true,
      'data-domain': config.analyticsDomain,
    });
    window.plausible('pageview');
  }

  initialized = true;
  flush();
}

export function track(event, props = {}) {
  if (!initialized) {
    queue.push([event, props]);
    return;
  }
  window.plausible(event, { props });
}

export function trackPageview(url = window.location.href) {
  if (!initialized) {
    return;
  }
  window.plausible('pageview', { u: url });
}
