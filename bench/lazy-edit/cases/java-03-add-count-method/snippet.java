// ... existing code ...
        return sum;
    }

    public int count() {
        return orders.size();
    }
}
