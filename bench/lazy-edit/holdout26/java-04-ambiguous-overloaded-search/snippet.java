// ... existing code ...
        Specification<Order> spec = Specification.where(byCustomer(customerId));
        if (status != null) {
            spec = spec.and(byStatus(status));
        }
        spec = spec.and(notDeleted());
// ... existing code ...
