  // ...existing code...

  function onNotificationsChange(event) {
    state.notifications = event.target.checked;
    if (state.notifications && 'Notification' in window && Notification.permission === 'default') {
      Notification.requestPermission();
    }
    markDirty();
  }

  // ...existing code...
