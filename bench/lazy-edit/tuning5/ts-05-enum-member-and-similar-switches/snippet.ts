export enum OrderStatus {
  // ... existing code ...
  Cancelled = 'cancelled',
  Refunded = 'refunded',
}

// ... existing code ...
    case OrderStatus.Cancelled:
      return 'Cancelled';
    case OrderStatus.Refunded:
      return 'Refunded';
  }
}

// ... existing code ...
    case OrderStatus.Cancelled:
      return 'red';
    case OrderStatus.Refunded:
      return 'orange';
  }
}

// ... existing code ...
  [OrderStatus.Shipped]: [OrderStatus.Delivered],
  [OrderStatus.Delivered]: [OrderStatus.Refunded],
  [OrderStatus.Cancelled]: [],
  [OrderStatus.Refunded]: [],
};

// ... existing code ...
