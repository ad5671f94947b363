import Foundation

enum APIEndpoint {
    case profile
    case orders(page: Int)
    case order(id: String)
    case cancelOrder(id: String)

    var path: String {
        switch self {
        case .profile:
            return "/v1/me"
        case .orders:
            return "/v1/orders"
        case .order(let id):
            return "/v1/orders/\(id)"
        case .cancelOrder(let id):
            return "/v1/orders/\(id)/cancel"
        }
    }

    var method: String {
        switch self {
        case .profile, .orders, .order:
            return "GET"
        case .cancelOrder:
            return "POST"
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

    func makeRequest(baseURL: URL, token: String) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        let items = queryItems
        if !items.isEmpty {
            components.queryItems = items
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
