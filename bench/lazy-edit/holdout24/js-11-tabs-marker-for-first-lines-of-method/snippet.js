// ... unchanged ...
	connect() {
		// ... unchanged ...

		socket.on('error', (err) => this.emit('error', err));
		socket.on('unexpected-response', (req, res) => {
			this.emit('error', new Error(`Unexpected HTTP ${res.statusCode} during handshake`));
		});
		this.socket = socket;
	}

	// ... unchanged ...

	scheduleReconnect() {
		this.attempt += 1;
		const base = Math.min(1000 * 2 ** this.attempt, MAX_BACKOFF_MS);
		const delay = base / 2 + Math.random() * (base / 2);
		this.emit('reconnecting', { attempt: this.attempt, delay });
		setTimeout(() => this.connect(), delay);
	}
// ... unchanged ...
