// ... existing code ...
    void deleteById(ID id);

    long count();
}
