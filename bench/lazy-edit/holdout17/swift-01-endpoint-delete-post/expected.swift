import Foundation

enum APIEndpoint {
    case login(email: String, password: String)
    case refreshToken(String)
    case profile
    case updateProfile(name: String, bio: String?)
    case posts(page: Int)
    case post(id: Int)
    case deletePost(id: Int)

    var path: String {
        switch self {
        case .login:
            return "/auth/login"
        case .refreshToken:
            return "/auth/refresh"
        case .profile, .updateProfile:
            return "/me"
        case .posts:
            return "/posts"
        case .post(let id):
            return "/posts/\(id)"
        case .deletePost(let id):
            return "/posts/\(id)"
        }
    }

    var method: String {
        switch self {
        case .login, .refreshToken:
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
        case .refreshToken(let token):
            return ["refresh_token": token]
        case let .updateProfile(name, bio):
            var body: [String: Any] = ["name": name]
            if let bio { body["bio"] = bio }
            return body
        default:
            return nil
        }
    }

    var requiresAuth: Bool {
        switch self {
        case .login, .refreshToken:
            return false
        default:
            return true
        }
    }
}
