// ... existing code ...
    case cancelOrder(id: String)
    case trackShipment(orderId: String)

    var path: String {
        switch self {
        // ... existing code ...
        case .cancelOrder(let id):
            return "/v1/orders/\(id)/cancel"
        case .trackShipment(let orderId):
            return "/v1/orders/\(orderId)/shipment"
        }
    }

    var method: String {
        switch self {
        case .profile, .orders, .order, .trackShipment:
            return "GET"
        case .cancelOrder:
            return "POST"
        }
    }

    // ... existing code ...
