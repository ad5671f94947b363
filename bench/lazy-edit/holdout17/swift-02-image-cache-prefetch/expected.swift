import UIKit

final class ImageCache {
    static let shared = ImageCache()

    private let memory = NSCache<NSURL, UIImage>()
    private let session: URLSession
    private var inFlight: [URL: Task<UIImage, Error>] = [:]
    private let lock = NSLock()

    init(session: URLSession = .shared, countLimit: Int = 200) {
        self.session = session
        memory.countLimit = countLimit
    }

    func cachedImage(for url: URL) -> UIImage? {
        memory.object(forKey: url as NSURL)
    }

    func image(for url: URL) async throws -> UIImage {
        if let cached = cachedImage(for: url) {
            return cached
        }

        lock.lock()
        if let existing = inFlight[url] {
            lock.unlock()
            return try await existing.value
        }
        let task = Task { () throws -> UIImage in
            let (data, response) = try await session.data(from: url)
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            guard let image = UIImage(data: data) else {
                throw URLError(.cannotDecodeContentData)
            }
            return image
        }
        inFlight[url] = task
        lock.unlock()

        defer {
            lock.lock()
            inFlight[url] = nil
            lock.unlock()
        }
        let image = try await task.value
        memory.setObject(image, forKey: url as NSURL)
        return image
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

extension UIImageView {
    func setImage(from url: URL?, placeholder: UIImage? = nil) {
        image = placeholder
        guard let url else { return }
        Task { @MainActor in
            if let loaded = try? await ImageCache.shared.image(for: url) {
                self.image = loaded
            }
        }
    }
}
