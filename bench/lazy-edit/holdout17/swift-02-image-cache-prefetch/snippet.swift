// ... existing code ...

    func image(for url: URL) async throws -> UIImage {
        // ... existing code ...
    }

    func prefetch(_ urls: [URL]) {
        for url in urls where cachedImage(for: url) == nil {
            Task(priority: .utility) {
                _ = try? await image(for: url)
            }
        }
    }

    func remove(for url: URL) {
        memory.removeObject(forKey: url as NSURL)
    }

    func removeAll() {
        memory.removeAllObjects()
    }
}

// ... rest of file unchanged ...
