import Foundation

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

enum Endpoint {
    case feed(page: Int)
    case post(id: String)
    case createPost(title: String, body: String)
    case deletePost(id: String)
    case profile(username: String)

    var path: String {
        switch self {
        case .feed:
            return "/v1/feed"
        case .post(let id), .deletePost(let id):
            return "/v1/posts/\(id)"
        case .createPost:
            return "/v1/posts"
        case .profile(let username):
            return "/v1/users/\(username)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .feed, .post, .profile:
            return .get
        case .createPost:
            return .post
        case .deletePost:
            return .delete
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .feed(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    func makeRequest(baseURL: URL, token: String?) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !queryItems.isEmpty {
            components?.queryItems = queryItems
        }
        guard let url = components?.url else {
            throw URLError(.badURL)
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if case let .createPost(title, body) = self {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(["title": title, "body": body])
        }
        return request
    }
}
