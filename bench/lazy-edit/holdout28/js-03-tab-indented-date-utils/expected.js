/**
 * Date helpers shared by the dashboard widgets.
 * All functions treat inputs as local time unless stated otherwise.
 */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function startOfDay(date) {
	const d = new Date(date);
	d.setHours(0, 0, 0, 0);
	return d;
}

export function addDays(date, days) {
	const d = new Date(date);
	d.setDate(d.getDate() + days);
	return d;
}

export function diffInDays(a, b) {
	return Math.round((startOfDay(a) - startOfDay(b)) / MS_PER_DAY);
}

export function isWeekend(date) {
	const day = new Date(date).getDay();
	return day === 0 || day === 6;
}

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatRelative(date, now = new Date()) {
	const days = diffInDays(date, now);
	if (Math.abs(days) < 7) {
		return rtf.format(days, 'day');
	}
	return rtf.format(Math.round(days / 7), 'week');
}

export function weekdayLabel(date) {
	return WEEKDAY_NAMES[new Date(date).getDay()];
}

export function businessDaysBetween(start, end, holidays = []) {
	const skip = new Set(holidays.map(toISODate));
	let count = 0;
	let cursor = startOfDay(start);
	const last = startOfDay(end);
	while (cursor <= last) {
		if (!isWeekend(cursor) && !skip.has(toISODate(cursor))) {
			count += 1;
		}
		cursor = addDays(cursor, 1);
	}
	return count;
}

export function toISODate(date) {
	const d = new Date(date);
	const month = String(d.getMonth() + 1).padStart(2, '0');
	const day = String(d.getDate()).padStart(2, '0');
	return `${d.getFullYear()}-${month}-${day}`;
}
