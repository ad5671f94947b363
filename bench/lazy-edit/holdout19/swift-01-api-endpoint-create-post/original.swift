import Foundation

enum APIEndpoint {
    case login(email: String, password: String)
    case profile
    case updateProfile(name: String, bio: String?)
    case posts(page: Int)
    case post(id: Int)
    case deletePost(id: Int)

    var path: String {
        switch self {
        case .login:
            return "/auth/login"
        case .profile, .updateProfile:
            return "/me"
        case .posts:
            return "/posts"
        case .post(let id), .deletePost(let id):
            return "/posts/\(id)"
        }
    }

    var method: String {
        switch self {
        case .login:
            return "POST"
        case .updateProfile:
            return "PATCH"
        case .deletePost:
            return "DELETE"
        case .profile, .posts, .post:
            return "GET"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .posts(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    var body: [String: Any]? {
        switch self {
        case let .login(email, password):
            return ["email": email, "password": password]
        case let .updateProfile(name, bio):
            var body: [String: Any] = ["name": name]
            if let bio { body["bio"] = bio }
            return body
        default:
            return nil
        }
    }

    func makeRequest(baseURL: URL, token: String?) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
