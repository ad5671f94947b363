// ...existing code...
    case notFound
    case rateLimited(retryAfter: TimeInterval?)
    case server(statusCode: Int)
// ...existing code...
        case .notFound:
            return "The requested item could not be found."
        case .rateLimited(let retryAfter):
            if let retryAfter {
                return "Too many requests. Try again in \(Int(retryAfter)) seconds."
            }
            return "Too many requests. Try again later."
        case .server(let statusCode):
// ...existing code...
        case 404:
            throw APIError.notFound
        case 429:
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap(TimeInterval.init)
            throw APIError.rateLimited(retryAfter: retryAfter)
        default:
// ...existing code...
