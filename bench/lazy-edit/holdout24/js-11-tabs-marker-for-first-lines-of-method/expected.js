import { EventEmitter } from 'node:events';
import WebSocket from 'ws';

const DEFAULT_HEARTBEAT_MS = 25000;
const MAX_BACKOFF_MS = 30000;

export class RealtimeConnection extends EventEmitter {
	constructor(url, { token, heartbeatMs = DEFAULT_HEARTBEAT_MS } = {}) {
		super();
		this.url = url;
		this.token = token;
		this.heartbeatMs = heartbeatMs;
		this.socket = null;
		this.attempt = 0;
		this.heartbeatTimer = null;
		this.closedByUser = false;
		this.pending = [];
	}

	connect() {
		this.closedByUser = false;
		const socket = new WebSocket(this.url, {
			headers: { Authorization: `Bearer ${this.token}` },
		});

		socket.on('open', () => {
			this.attempt = 0;
			this.startHeartbeat();
			this.flush();
			this.emit('open');
		});

		socket.on('message', (data) => {
			let message;
			try {
				message = JSON.parse(data.toString());
			} catch (err) {
				this.emit('error', new Error(`Invalid message: ${err.message}`));
				return;
			}
			if (message.type === 'pong') {
				return;
			}
			this.emit('message', message);
		});

		socket.on('close', (code) => {
			this.stopHeartbeat();
			this.emit('close', code);
			if (!this.closedByUser) {
				this.scheduleReconnect();
			}
		});

		socket.on('error', (err) => this.emit('error', err));
		socket.on('unexpected-response', (req, res) => {
			this.emit('error', new Error(`Unexpected HTTP ${res.statusCode} during handshake`));
		});
		this.socket = socket;
	}

	send(message) {
		if (this.socket && this.socket.readyState === WebSocket.OPEN) {
			this.socket.send(JSON.stringify(message));
		} else {
			this.pending.push(message);
		}
	}

	flush() {
		while (this.pending.length > 0) {
			this.socket.send(JSON.stringify(this.pending.shift()));
		}
	}

	scheduleReconnect() {
		this.attempt += 1;
		const base = Math.min(1000 * 2 ** this.attempt, MAX_BACKOFF_MS);
		const delay = base / 2 + Math.random() * (base / 2);
		this.emit('reconnecting', { attempt: this.attempt, delay });
		setTimeout(() => this.connect(), delay);
	}

	startHeartbeat() {
		this.stopHeartbeat();
		this.heartbeatTimer = setInterval(() => this.send({ type: 'ping' }), this.heartbeatMs);
	}

	stopHeartbeat() {
		if (this.heartbeatTimer) {
			clearInterval(this.heartbeatTimer);
			this.heartbeatTimer = null;
		}
	}

	close() {
		this.closedByUser = true;
		this.stopHeartbeat();
		if (this.socket) {
			this.socket.close(1000, 'client closing');
		}
	}
}
