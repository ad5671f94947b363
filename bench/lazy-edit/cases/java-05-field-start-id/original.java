package com.example.orders;

import java.util.ArrayList;
import java.util.List;

public class OrderService {
    private final List<Order> orders = new ArrayList<>();
    private int nextId = 1;

    public Order create(String customer, double amount) {
        Order order = new Order(nextId++, customer, amount);
        orders.add(order);
        return order;
    }

    public List<Order> findByCustomer(String customer) {
        List<Order> result = new ArrayList<>();
        for (Order order : orders) {
            if (order.customer().equals(customer)) {
                result.add(order);
            }
        }
        return result;
    }

    public double total() {
        double sum = 0;
        for (Order order : orders) {
            sum += order.amount();
        }
        return sum;
    }
}
