// ... existing code ...
  const consent = await getConsent();
  if (!consent.analytics) {
    return;
  }

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

  initialized = true;
  flush();
}
// ... existing code ...
