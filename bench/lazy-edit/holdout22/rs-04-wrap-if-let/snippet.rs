// ... existing code ...
        let next = match load(&self.path) {
            // ... existing code ...
        };
        if let Ok(mut guard) = self.current.write() {
            if *guard == next {
                debug!("settings file touched but unchanged");
                return false;
            }
            info!("applying new settings from {}", self.path.display());
            *guard = next;
            true
        } else {
            warn!("settings lock poisoned; keeping previous settings");
            false
        }
    }

    pub fn run(mut self, interval: Duration) {
        loop {
            std::thread::sleep(interval);
            if self.poll() {
                debug!("reload applied");
            }
        }
    }
}
// ... existing code ...
