import Foundation

enum MergeMethod: String, Codable, CaseIterable {
    case merge
    case squash
    case rebase

    var displayName: String {
        switch self {
        case .merge:
            return "Create a merge commit"
        case .squash:
            return "Squash and merge"
        case .rebase:
            return "Rebase and merge"
        }
    }

    var requiresLinearHistory: Bool {
        switch self {
        case .merge:
            return false
        case .squash, .rebase:
            return true
        }
    }
}

struct MergeRequest: Codable {
    let pullNumber: Int
    let method: MergeMethod
    let commitTitle: String?
    let commitMessage: String?
    let expectedHeadSha: String

    enum CodingKeys: String, CodingKey {
        case pullNumber = "pull_number"
        case method
        case commitTitle = "commit_title"
        case commitMessage = "commit_message"
        case expectedHeadSha = "sha"
    }
}

struct MergeResult: Codable {
    let merged: Bool
    let sha: String?
    let message: String
}

enum MergeError: Error, LocalizedError {
    case notMergeable(reason: String)
    case headChanged(expected: String, actual: String)
    case methodNotAllowed(MergeMethod)

    var errorDescription: String? {
        switch self {
        case .notMergeable(let reason):
            return "Pull request is not mergeable: \(reason)"
        case .headChanged(let expected, let actual):
            return "Head branch was modified (expected \(expected.prefix(7)), found \(actual.prefix(7)))"
        case .methodNotAllowed(let method):
            return "\(method.displayName) is not allowed in this repository"
        }
    }
}

final class MergeClient {
    private let session: URLSession
    private let baseURL: URL
    private let token: String

    init(baseURL: URL, token: String, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

    func merge(owner: String, repo: String, request: MergeRequest) async throws -> MergeResult {
        let url = baseURL.appendingPathComponent("repos/\(owner)/\(repo)/pulls/\(request.pullNumber)/merge")
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "PUT"
        urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.httpBody = try JSONEncoder().encode(request)

        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        switch http.statusCode {
        case 200:
            return try JSONDecoder().decode(MergeResult.self, from: data)
        case 405:
            throw MergeError.notMergeable(reason: String(decoding: data, as: UTF8.self))
        case 409:
            throw MergeError.headChanged(expected: request.expectedHeadSha, actual: "unknown")
        default:
            throw URLError(.badServerResponse)
        }
    }
}
