package com.example.shop.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.shop.domain.Order;
import com.example.shop.domain.OrderStatus;
import com.example.shop.events.OrderEvents;
import com.example.shop.repository.OrderRepository;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final OrderEvents events;
    private final Clock clock;

    public OrderService(OrderRepository orders, OrderEvents events, Clock clock) {
        this.orders = orders;
        this.events = events;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<Order> findOpenOrders(String customerId) {
        return orders.findByCustomerIdAndStatusIn(
                customerId, List.of(OrderStatus.PENDING, OrderStatus.PAID));
    }

    @Transactional
    public Order markPaid(long orderId, String paymentReference) {
        Order order = load(orderId);
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new IllegalStateException("Order " + orderId + " is " + order.getStatus());
        }
        order.setStatus(OrderStatus.PAID);
        order.setPaymentReference(paymentReference);
        order.setPaidAt(Instant.now(clock));
        events.publishPaid(order);
        return order;
    }

    @Transactional
    public Order ship(long orderId, String trackingNumber) {
        Order order = load(orderId);
        if (order.getStatus() != OrderStatus.PAID) {
            throw new IllegalStateException("Order " + orderId + " is " + order.getStatus());
        }
        order.setStatus(OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        order.setShippedAt(Instant.now(clock));
        events.publishShipped(order);
        return order;
    }

    @Transactional
    public Order cancel(long orderId, String reason) {
        Order order = load(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("Order " + orderId + " has already shipped");
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setCancellationReason(reason);
        events.publishCancelled(order);
        return order;
    }

    private Order load(long orderId) {
        return orders.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
    }
}
