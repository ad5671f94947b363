// ... existing code ...
    case posts(page: Int)
    case post(id: Int)
    case deletePost(id: Int)

    var path: String {
        switch self {
        // ... existing code ...
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
// ... existing code ...
