package com.acme.orders.service;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.events.OrderCancelledEvent;
import com.acme.orders.events.OrderCreatedEvent;
import com.acme.orders.repository.OrderRepository;
// ... existing imports ...
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orderRepository;
    private final Clock clock;
    private final ApplicationEventPublisher events;

    public OrderService(OrderRepository orderRepository, Clock clock, ApplicationEventPublisher events) {
        this.orderRepository = orderRepository;
        this.clock = clock;
        this.events = events;
    }

    // ... existing code ...
        Order saved = orderRepository.save(order);
        log.info("Created order {} for customer {}", saved.getId(), saved.getCustomerId());
        events.publishEvent(new OrderCreatedEvent(saved.getId(), saved.getCustomerId()));
        return saved;
    }

    @Transactional
    public Order cancelOrder(UUID orderId) {
        // ... existing code ...
        log.info("Cancelled order {}", orderId);
        Order cancelled = orderRepository.save(order);
        events.publishEvent(new OrderCancelledEvent(orderId));
        return cancelled;
    }
}
