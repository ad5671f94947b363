// ... existing code ...

export function isSameDay(a, b) {
  // ... existing code ...
}

export function isWeekend(date) {
  const day = new Date(date).getDay();
  return day === 0 || day === 6;
}

export function formatDuration(ms) {
  // ... existing code ...
}

export function relativeTime(date, now = new Date()) {
  const diff = now.getTime() - new Date(date).getTime();
  if (diff < 0) {
    return 'in the future';
  }
  if (diff < MS_PER_MINUTE) {
// ... existing code ...
