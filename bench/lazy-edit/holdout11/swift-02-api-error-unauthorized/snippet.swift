// ... existing code ...
enum APIError: Error, LocalizedError {
    case invalidResponse
    case unauthorized
    case httpStatus(Int, Data)
    case decoding(Error)

    var errorDescription: String? {
        switch self {
        case .invalidResponse:
            return "The server returned an invalid response."
        case .unauthorized:
            return "Your session has expired. Please sign in again."
        case .httpStatus(let code, _):
// ... existing code ...
        guard let http = response as? HTTPURLResponse else {
            throw APIError.invalidResponse
        }
        if http.statusCode == 401 {
            throw APIError.unauthorized
        }
        guard (200..<300).contains(http.statusCode) else {
// ... existing code ...
}

extension APIError {
    var isRetryable: Bool {
        switch self {
        case .httpStatus(let code, _):
            return code == 429 || code >= 500
        case .invalidResponse:
            return true
        case .unauthorized, .decoding:
            return false
        }
    }
}
