(function () {
  'use strict';

  const form = document.querySelector('#settings-form');
  const saveButton = form.querySelector('button[type="submit"]');
  const statusEl = document.querySelector('#settings-status');

  const state = {
    dirty: false,
    theme: form.elements.theme.value,
    language: form.elements.language.value,
    notifications: form.elements.notifications.checked,
  };

  function setStatus(message, kind) {
    statusEl.textContent = message;
    statusEl.className = 'status status--' + kind;
  }

  function markDirty() {
    state.dirty = true;
    saveButton.disabled = false;
  }

  function onThemeChange(event) {
    state.theme = event.target.value;
    document.documentElement.dataset.theme = state.theme;
    markDirty();
  }

  function onLanguageChange(event) {
    state.language = event.target.value;
    document.documentElement.lang = state.language;
    markDirty();
  }

  function onNotificationsChange(event) {
    state.notifications = event.target.checked;
    markDirty();
  }

  async function onSubmit(event) {
    event.preventDefault();
    saveButton.disabled = true;
    setStatus('Saving…', 'pending');
    try {
      const response = await fetch('/api/settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          theme: state.theme,
          language: state.language,
          notifications: state.notifications,
        }),
      });
      if (!response.ok) {
        throw new Error('HTTP ' + response.status);
      }
      state.dirty = false;
      setStatus('Saved', 'success');
    } catch (err) {
      saveButton.disabled = false;
      setStatus('Could not save settings: ' + err.message, 'error');
    }
  }

  form.elements.theme.addEventListener('change', onThemeChange);
  form.elements.language.addEventListener('change', onLanguageChange);
  form.elements.notifications.addEventListener('change', onNotificationsChange);
  form.addEventListener('submit', onSubmit);

  window.addEventListener('beforeunload', function (event) {
    if (state.dirty) {
      event.preventDefault();
      event.returnValue = '';
    }
  });
})();
