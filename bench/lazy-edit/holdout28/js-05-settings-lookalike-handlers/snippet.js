  // ... existing code ...
    savePreference('sms_notifications', checkbox.checked)
      .then(function () {
        showStatus('SMS notifications updated.');
        document.getElementById('sms-verify-hint').hidden = !checkbox.checked;
      })
  // ... existing code ...

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showStatus('Preferences are saved automatically.');
  });
})();
