// ... existing code ...
    case rebase
    case fastForward = "fast_forward"

    var displayName: String {
        switch self {
        // ... existing code ...
        case .rebase:
            return "Rebase and merge"
        case .fastForward:
            return "Fast-forward only"
        }
    }

    var requiresLinearHistory: Bool {
        switch self {
        case .merge:
            return false
        case .squash, .rebase, .fastForward:
            return true
        }
    }
}
// ... existing code ...
        case 409:
            throw MergeError.headChanged(expected: request.expectedHeadSha, actual: "unknown")
        case 422:
            throw MergeError.methodNotAllowed(request.method)
        default:
            throw URLError(.badServerResponse)
        }
    }
}
