    // ... other methods ...

    pause() {
        this.element.pause();
        this.emit('pause', this.current());
    }

    next() {
        // ... other code ...
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
    // ... other methods ...
