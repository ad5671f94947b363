// ... existing code ...
function toIsoDate(date) {
  // ... existing code ...
}

/**
 * True when the date falls on a Saturday or Sunday.
 * @param {Date} date
 * @returns {boolean}
 */
function isWeekend(date) {
  const day = date.getDay();
  return day === 0 || day === 6;
}

// ... existing code ...
function relativeLabel(date, now = new Date()) {
  const diff = daysBetween(date, now);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  if (diff === -1) return 'Tomorrow';
  if (diff < 7) return WEEKDAYS[date.getDay()];
  return toIsoDate(date);
}
// ... existing code ...
module.exports = {
  MS_PER_DAY,
  startOfDay,
  daysBetween,
  toIsoDate,
  isWeekend,
  relativeLabel,
  addDays,
};
