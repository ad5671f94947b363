package com.acme.shop.orders;

import static com.acme.shop.orders.OrderSpecifications.byCustomer;
import static com.acme.shop.orders.OrderSpecifications.byStatus;
import static com.acme.shop.orders.OrderSpecifications.notDeleted;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class OrderQueryService {

    private final OrderRepository orderRepository;
    private final Clock clock;

    public OrderQueryService(OrderRepository orderRepository, Clock clock) {
        this.orderRepository = orderRepository;
        this.clock = clock;
    }

    public Optional<Order> findById(long id) {
        return orderRepository.findById(id).filter(order -> order.getDeletedAt() == null);
    }

    public Page<Order> search(String customerId, OrderStatus status, Pageable pageable) {
        Specification<Order> spec = Specification.where(byCustomer(customerId));
        if (status != null) {
            spec = spec.and(byStatus(status));
        }
        return orderRepository.findAll(spec, pageable);
    }

    public List<Order> search(String customerId, OrderStatus status, Sort sort) {
        Specification<Order> spec = Specification.where(byCustomer(customerId));
        if (status != null) {
            spec = spec.and(byStatus(status));
        }
        return orderRepository.findAll(spec, sort);
    }

    @Transactional
    public void softDelete(long id) {
        orderRepository.findById(id).ifPresent(order -> {
            order.setDeletedAt(Instant.now(clock));
            orderRepository.save(order);
        });
    }
}
