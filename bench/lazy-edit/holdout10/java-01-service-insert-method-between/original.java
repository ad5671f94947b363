package com.acme.shop.order;

import com.acme.shop.customer.CustomerRepository;
import com.acme.shop.order.dto.CreateOrderRequest;
import com.acme.shop.order.dto.OrderResponse;
import com.acme.shop.payment.PaymentGateway;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, CustomerRepository customers,
                        PaymentGateway payments, Clock clock) {
        this.orders = orders;
        this.customers = customers;
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional
    public OrderResponse createOrder(CreateOrderRequest request) {
        var customer = customers.findById(request.customerId())
                .orElseThrow(() -> new OrderException("Unknown customer " + request.customerId()));
        var order = new Order(UUID.randomUUID(), customer.getId(), request.items(), Instant.now(clock));
        orders.save(order);
        log.info("Created order {} for customer {}", order.getId(), customer.getId());
        return OrderResponse.from(order);
    }

    @Transactional(readOnly = true)
    public OrderResponse getOrder(UUID orderId) {
        return orders.findById(orderId)
                .map(OrderResponse::from)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
    }

    @Transactional(readOnly = true)
    public List<OrderResponse> listOrdersForCustomer(UUID customerId) {
        return orders.findByCustomerIdOrderByCreatedAtDesc(customerId).stream()
                .map(OrderResponse::from)
                .toList();
    }

    @Transactional
    public OrderResponse payOrder(UUID orderId) {
        var order = orders.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new OrderException("Order " + orderId + " is not payable in status " + order.getStatus());
        }
        var chargeId = payments.charge(order.getCustomerId(), order.total());
        order.markPaid(chargeId, Instant.now(clock));
        orders.save(order);
        log.info("Order {} paid with charge {}", orderId, chargeId);
        return OrderResponse.from(order);
    }
}
