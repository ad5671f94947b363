// ... existing code ...
    case posts(page: Int)
    case post(id: Int)
    case createPost(title: String, body: String)
    case deletePost(id: Int)

    var path: String {
        switch self {
        // ... existing cases ...
        case .posts, .createPost:
            return "/posts"
        // ... existing cases ...
        }
    }

    var method: String {
        switch self {
        case .login, .createPost:
            return "POST"
        // ... existing code ...
    }

    // ... existing code ...

    var body: [String: Any]? {
        switch self {
        case let .login(email, password):
            return ["email": email, "password": password]
        case let .createPost(title, body):
            return ["title": title, "body": body]
        // ... existing code ...
