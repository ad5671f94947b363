import Foundation

enum APIEndpoint {
    case login(email: String, password: String)
    case profile
    case orders(page: Int)
    case order(id: String)

    var path: String {
        switch self {
        case .login:
            return "/auth/login"
        case .profile:
            return "/me"
        case .orders:
            return "/orders"
        case .order(let id):
            return "/orders/\(id)"
        }
    }

    var method: String {
        switch self {
        case .login:
            return "POST"
        case .profile, .orders, .order:
            return "GET"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .orders(let page):
            return [URLQueryItem(name: "page", value: String(page))]
        default:
            return []
        }
    }

    var body: Data? {
        switch self {
        case .login(let email, let password):
            return try? JSONEncoder().encode(["email": email, "password": password])
        default:
            return nil
        }
    }

    func makeRequest(baseURL: URL, token: String?) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }
}
