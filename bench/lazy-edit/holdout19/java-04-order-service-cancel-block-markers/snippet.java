/* ... existing code ... */

    @Transactional
    public Order markPaid(long orderId, String paymentReference) {
        /* ... existing code ... */
    }

    @Transactional
    public Order ship(long orderId, String trackingNumber) {
        /* ... existing code ... */
    }

    @Transactional
    public Order cancel(long orderId, String reason) {
        Order order = load(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("Order " + orderId + " has already shipped");
        }
        if (order.getStatus() == OrderStatus.CANCELLED) {
            return order;
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setCancellationReason(reason);
        order.setCancelledAt(Instant.now(clock));
        events.publishCancelled(order);
        return order;
    }

/* ... existing code ... */
