// ... existing code ...
    case order(id: String)
    case cancelOrder(id: String)

    var path: String {
        switch self {
        // ... existing code ...
        case .order(let id):
            return "/orders/\(id)"
        case .cancelOrder(let id):
            return "/orders/\(id)/cancel"
        }
    }

    var method: String {
        switch self {
        case .login, .cancelOrder:
            return "POST"
        case .profile, .orders, .order:
            return "GET"
        }
    }

// ... existing code ...
