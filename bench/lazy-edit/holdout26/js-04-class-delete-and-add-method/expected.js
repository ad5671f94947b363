/**
 * Thin wrapper around HTMLAudioElement with a playlist.
 */
export default class AudioPlayer {
    constructor(element, { volume = 0.8, loop = false } = {}) {
        this.element = element;
        this.element.volume = volume;
        this.playlist = [];
        this.index = -1;
        this.loop = loop;
        this.listeners = new Map();

        this.element.addEventListener('ended', () => this.next());
    }

    load(tracks) {
        this.playlist = tracks.slice();
        this.index = tracks.length > 0 ? 0 : -1;
        if (this.index >= 0) {
            this.element.src = this.playlist[0].url;
        }
        this.emit('load', this.playlist);
    }

    play() {
        if (this.index < 0) {
            return Promise.resolve();
        }
        this.emit('play', this.current());
        return this.element.play();
    }

    pause() {
        this.element.pause();
        this.emit('pause', this.current());
    }

    next() {
        if (this.playlist.length === 0) {
            return;
        }
        const atEnd = this.index === this.playlist.length - 1;
        if (atEnd && !this.loop) {
            this.emit('end');
            return;
        }
        this.index = atEnd ? 0 : this.index + 1;
        this.element.src = this.playlist[this.index].url;
        this.play();
    }

    previous() {
        if (this.playlist.length === 0) {
            return;
        }
        if (this.element.currentTime > 3 || this.index === 0) {
            this.element.currentTime = 0;
            return;
        }
        this.index -= 1;
        this.element.src = this.playlist[this.index].url;
        this.play();
    }

    current() {
        return this.index >= 0 ? this.playlist[this.index] : null;
    }

    on(event, callback) {
        if (!this.listeners.has(event)) {
            this.listeners.set(event, new Set());
        }
        this.listeners.get(event).add(callback);
        return () => this.listeners.get(event).delete(callback);
    }

    emit(event, payload) {
        const callbacks = this.listeners.get(event);
        if (!callbacks) {
            return;
        }
        for (const callback of callbacks) {
            callback(payload);
        }
    }
}
