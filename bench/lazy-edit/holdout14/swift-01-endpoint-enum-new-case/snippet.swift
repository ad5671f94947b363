// ... existing code ...
    case createPost(title: String, body: String)
    case updatePost(id: String, title: String, body: String)
    case deletePost(id: String)
    case profile(username: String)

    var path: String {
        switch self {
        case .feed:
            return "/v1/feed"
        case .post(let id), .deletePost(let id), .updatePost(let id, _, _):
            return "/v1/posts/\(id)"
        // ... existing code ...
        }
    }

    var method: HTTPMethod {
        switch self {
        case .feed, .post, .profile:
            return .get
        case .createPost:
            return .post
        case .updatePost:
            return .put
        case .deletePost:
            return .delete
        }
    }

    // ... existing code ...
        if case let .createPost(title, body) = self {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(["title": title, "body": body])
        } else if case let .updatePost(_, title, body) = self {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(["title": title, "body": body])
        }
        return request
    }
}
