(function () {
  'use strict';

  var form = document.getElementById('settings-form');
  var statusEl = document.getElementById('settings-status');
  var csrfToken = document.querySelector('meta[name="csrf-token"]').content;

  function showStatus(message, isError) {
    statusEl.textContent = message;
    statusEl.classList.toggle('is-error', !!isError);
    statusEl.hidden = false;
    window.clearTimeout(showStatus.timer);
    showStatus.timer = window.setTimeout(function () {
      statusEl.hidden = true;
    }, 4000);
  }

  function savePreference(name, value) {
    return fetch('/account/preferences', {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': csrfToken
      },
      body: JSON.stringify({ name: name, value: value })
    }).then(function (response) {
      if (!response.ok) {
        throw new Error('Request failed: ' + response.status);
      }
      return response.json();
    });
  }

  document.getElementById('toggle-email').addEventListener('change', function (event) {
    var checkbox = event.target;
    checkbox.disabled = true;
    savePreference('email_notifications', checkbox.checked)
      .then(function () {
        showStatus('Email notifications updated.');
      })
      .catch(function () {
        checkbox.checked = !checkbox.checked;
        showStatus('Could not update email notifications.', true);
      })
      .then(function () {
        checkbox.disabled = false;
      });
  });

  document.getElementById('toggle-sms').addEventListener('change', function (event) {
    var checkbox = event.target;
    checkbox.disabled = true;
    savePreference('sms_notifications', checkbox.checked)
      .then(function () {
        showStatus('SMS notifications updated.');
      })
      .catch(function () {
        checkbox.checked = !checkbox.checked;
        showStatus('Could not update SMS notifications.', true);
      })
      .then(function () {
        checkbox.disabled = false;
      });
  });

  document.getElementById('toggle-digest').addEventListener('change', function (event) {
    var checkbox = event.target;
    checkbox.disabled = true;
    savePreference('weekly_digest', checkbox.checked)
      .then(function () {
        showStatus('Weekly digest updated.');
      })
      .catch(function () {
        checkbox.checked = !checkbox.checked;
        showStatus('Could not update weekly digest.', true);
      })
      .then(function () {
        checkbox.disabled = false;
      });
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
})();
