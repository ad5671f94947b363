import Foundation

struct Release: Codable, Equatable {
    let version: String
    let publishedAt: Date
    let notes: String
    let downloadURL: URL
    let isPrerelease: Bool

    enum CodingKeys: String, CodingKey {
        case version
        case publishedAt = "published_at"
        case notes
        case downloadURL = "download_url"
        case isPrerelease = "prerelease"
    }
}

enum UpdateCheckError: Error {
    case badStatus(Int)
    case decoding(Error)
    case noReleases
}

// ... existing code ...

    func latestRelease() async throws -> Release {
        let (data, response) = try await session.data(from: feedURL)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw UpdateCheckError.badStatus(http.statusCode)
        }
        let releases: [Release]
        do {
            releases = try decoder.decode([Release].self, from: data)
        } catch {
            throw UpdateCheckError.decoding(error)
        }
        guard let latest = releases.filter({ !$0.isPrerelease }).max(by: { $0.publishedAt < $1.publishedAt }) else {
            throw UpdateCheckError.noReleases
        }
        return latest
    }

    // ... existing code ...
