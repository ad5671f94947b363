package com.example.orders;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class OrderService {
    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository repository;

    public OrderService(OrderRepository repository) {
        this.repository = repository;
    }

    public Order place(Order order) {
        log.info("placing order {}", order.id());
        Order saved = repository.save(order);
        log.info("order {} saved", saved.id());
        return saved;
    }

    public void cancel(String id) {
        log.info("cancelling order {}", id);
        repository.delete(id);
    }
}
