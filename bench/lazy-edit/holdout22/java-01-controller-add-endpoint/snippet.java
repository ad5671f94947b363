package com.acme.orders.web;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.service.OrderService;
import com.acme.orders.web.dto.CancelOrderRequest;
import com.acme.orders.web.dto.CreateOrderRequest;
// ... existing code ...

    @PostMapping("/{id}/submit")
    public ResponseEntity<OrderResponse> submit(@PathVariable UUID id) {
        // ... existing code ...
    }

    @PostMapping("/{id}/cancel")
    public ResponseEntity<OrderResponse> cancel(
            @PathVariable UUID id,
            @Valid @RequestBody CancelOrderRequest request) {
        return orderService.cancel(id, request.reason())
                .map(OrderResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
