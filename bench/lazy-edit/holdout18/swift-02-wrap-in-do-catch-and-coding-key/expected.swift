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

final class UpdateChecker {
    private let session: URLSession
    private let feedURL: URL
    private let decoder: JSONDecoder

    init(feedURL: URL, session: URLSession = .shared) {
        self.feedURL = feedURL
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.dateDecodingStrategy = .iso8601
    }

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

    func isUpdateAvailable(currentVersion: String) async throws -> Bool {
        let latest = try await latestRelease()
        return latest.version.compare(currentVersion, options: .numeric) == .orderedDescending
    }
}
