package com.acme.shop.service;

import com.acme.shop.domain.Order;
import com.acme.shop.domain.OrderStatus;
import com.acme.shop.payment.PaymentGateway;
import com.acme.shop.repository.OrderRepository;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orders;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, PaymentGateway payments, Clock clock) {
        this.orders = orders;
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional
    public Order cancel(long orderId) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new IllegalStateException("Only pending orders can be cancelled");
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setUpdatedAt(Instant.now(clock));
        log.info("Order {} cancelled", orderId);
        return orders.save(order);
    }

    @Transactional
    public Order ship(long orderId, String trackingNumber) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PAID) {
            throw new IllegalStateException("Only paid orders can be shipped");
        }
        order.setStatus(OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        order.setUpdatedAt(Instant.now(clock));
        log.info("Order {} shipped with tracking {}", orderId, trackingNumber);
        return orders.save(order);
    }

    @Transactional
    public Order refund(long orderId, BigDecimal amount) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PAID && order.getStatus() != OrderStatus.SHIPPED) {
            throw new IllegalStateException("Only paid or shipped orders can be refunded");
        }
        if (amount.signum() <= 0 || amount.compareTo(order.getRefundableAmount()) > 0) {
            throw new IllegalArgumentException("Refund amount must be between 0 and " + order.getRefundableAmount());
        }
        payments.refund(order.getPaymentId(), amount);
        order.addRefund(amount);
        if (order.getRefundableAmount().signum() == 0) {
            order.setStatus(OrderStatus.REFUNDED);
        }
        order.setUpdatedAt(Instant.now(clock));
        log.info("Order {} refunded {}", orderId, amount);
        return orders.save(order);
    }

    @Transactional(readOnly = true)
    public BigDecimal outstandingBalance(long customerId) {
        return orders.findByCustomerIdAndStatus(customerId, OrderStatus.PENDING).stream()
                .map(Order::getTotal)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
