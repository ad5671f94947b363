// ... existing code ...
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

	// ... existing code ...
