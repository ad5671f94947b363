package com.acme.orders;

import java.util.List;

public class OrderService {
    private final OrderRepository repo;

    public OrderService(OrderRepository repo) {
        this.repo = Objects.requireNonNull(repo, "repo");
    }

    public List<Order> forCustomer(String customerId) {
        return repo.findByCustomer(customerId);
    }

    public Order get(long id) {
        return repo.findById(id);
    }
}
