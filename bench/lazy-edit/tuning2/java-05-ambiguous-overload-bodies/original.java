package com.acme.orders.query;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderRepository;
import com.acme.orders.domain.OrderSpecs;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.metrics.QueryMetrics;

@Service
@Transactional(readOnly = true)
public class OrderQueryService {

    private static final Logger log = LoggerFactory.getLogger(OrderQueryService.class);

    private final OrderRepository repository;
    private final QueryMetrics metrics;

    public OrderQueryService(OrderRepository repository, QueryMetrics metrics) {
        this.repository = repository;
        this.metrics = metrics;
    }

    public Page<Order> search(String customerId, Pageable pageable) {
        Specification<Order> spec = OrderSpecs.forCustomer(customerId);
        Page<Order> page = repository.findAll(spec, pageable);
        log.debug("search returned {} orders", page.getNumberOfElements());
        return page;
    }

    public Page<Order> search(String customerId, OrderStatus status, Pageable pageable) {
        Specification<Order> spec = OrderSpecs.forCustomer(customerId).and(OrderSpecs.withStatus(status));
        Page<Order> page = repository.findAll(spec, pageable);
        log.debug("search returned {} orders", page.getNumberOfElements());
        return page;
    }

    public long countOpen(String customerId) {
        return repository.count(OrderSpecs.forCustomer(customerId).and(OrderSpecs.isOpen()));
    }
}
