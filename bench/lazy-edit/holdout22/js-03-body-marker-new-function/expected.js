/**
 * Date helpers shared between the dashboard and the export worker.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Returns a new Date set to midnight (local time) of the given date.
 * @param {Date} date
 * @returns {Date}
 */
function startOfDay(date) {
  const d = new Date(date.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

/**
 * Number of whole days between two dates, ignoring time of day.
 * @param {Date} from
 * @param {Date} to
 * @returns {number}
 */
function daysBetween(from, to) {
  const a = startOfDay(from).getTime();
  const b = startOfDay(to).getTime();
  return Math.round((b - a) / MS_PER_DAY);
}

/**
 * Formats a date as YYYY-MM-DD.
 * @param {Date} date
 * @returns {string}
 */
function toIsoDate(date) {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
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

/**
 * Human friendly relative label used in activity feeds.
 * @param {Date} date
 * @param {Date} [now]
 * @returns {string}
 */
function relativeLabel(date, now = new Date()) {
  const diff = daysBetween(date, now);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  if (diff === -1) return 'Tomorrow';
  if (diff < 7) return WEEKDAYS[date.getDay()];
  return toIsoDate(date);
}

/**
 * Adds a number of days, returning a new Date.
 * @param {Date} date
 * @param {number} days
 * @returns {Date}
 */
function addDays(date, days) {
  const d = new Date(date.getTime());
  d.setDate(d.getDate() + days);
  return d;
}

module.exports = {
  MS_PER_DAY,
  startOfDay,
  daysBetween,
  toIsoDate,
  isWeekend,
  relativeLabel,
  addDays,
};
