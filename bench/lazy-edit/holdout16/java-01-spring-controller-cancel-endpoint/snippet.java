// ... existing code ...
import com.acme.orders.service.OrderService;
import com.acme.orders.web.dto.CancelOrderRequest;
import com.acme.orders.web.dto.CreateOrderRequest;
// ... existing code ...
        return ResponseEntity.created(URI.create("/api/orders/" + order.getId()))
                .body(OrderResponse.from(order));
    }

    @PostMapping("/{id}/cancel")
    public ResponseEntity<OrderResponse> cancel(@PathVariable long id,
                                                @Valid @RequestBody CancelOrderRequest request) {
        return orderService.cancel(id, request.reason())
                .map(OrderResponse::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    // ... existing code ...
}
