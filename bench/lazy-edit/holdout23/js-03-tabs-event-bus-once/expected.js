/**
 * Tiny event bus used by the widget runtime.
 *
 * Handlers run synchronously in registration order. While the bus is
 * paused, events are queued and replayed on resume().
 */
export default class EventBus {
	constructor() {
		this._handlers = new Map();
		this._paused = false;
		this._queue = [];
	}

	on(event, handler) {
		if (typeof handler !== 'function') {
			throw new TypeError('handler must be a function');
		}
		let set = this._handlers.get(event);
		if (!set) {
			set = new Set();
			this._handlers.set(event, set);
		}
		set.add(handler);
		return () => this.off(event, handler);
	}

	once(event, handler) {
		const unsubscribe = this.on(event, (payload) => {
			unsubscribe();
			handler(payload);
		});
		return unsubscribe;
	}

	off(event, handler) {
		const set = this._handlers.get(event);
		if (!set) return;
		set.delete(handler);
		if (set.size === 0) {
			this._handlers.delete(event);
		}
	}

	emit(event, payload) {
		if (this._paused) {
			this._queue.push([event, payload]);
			return;
		}
		const set = this._handlers.get(event);
		if (!set) return;
		for (const handler of [...set]) {
			try {
				handler(payload);
			} catch (err) {
				console.error(`[EventBus] handler for "${event}" failed`, err);
			}
		}
	}

	pause() {
		this._paused = true;
	}

	resume() {
		this._paused = false;
		const queued = this._queue.splice(0);
		for (const [event, payload] of queued) {
			this.emit(event, payload);
		}
	}

	clear() {
		this._handlers.clear();
		this._queue.length = 0;
	}
}
