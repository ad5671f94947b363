// ...existing code...

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatRelative(date, now = new Date()) {
	const days = diffInDays(date, now);
	if (Math.abs(days) < 7) {
		return rtf.format(days, 'day');
	}
	return rtf.format(Math.round(days / 7), 'week');
}

// ...existing code...

export function businessDaysBetween(start, end, holidays = []) {
	const skip = new Set(holidays.map(toISODate));
	let count = 0;
	let cursor = startOfDay(start);
	const last = startOfDay(end);
	while (cursor <= last) {
		if (!isWeekend(cursor) && !skip.has(toISODate(cursor))) {
			count += 1;
		}
	// ...existing code...
