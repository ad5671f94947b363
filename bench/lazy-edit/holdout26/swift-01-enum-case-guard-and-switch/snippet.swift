import Foundation

enum APIError: Error, Equatable {
    case invalidURL
    case unauthorized
    case http(status: Int)
    // ... existing cases ...
}

struct APIClient {
    let baseURL: URL
    var session: URLSession = .shared
    var authToken: String?
    // ... existing code ...

        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let authToken {
            request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization")
        }

        // ... existing code ...

        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            if http.statusCode == 401 {
                throw APIError.unauthorized
            }
            throw APIError.http(status: http.statusCode)
        }

        // ... existing code ...
        case .invalidURL:
            return "The request URL was invalid."
        case .unauthorized:
            return "Your session has expired. Please sign in again."
        case .http(let status):
            // ... existing code ...
