// ... existing code ...

    /**
     * Fetches objects from the remote.
     *
     * <p>Objects reachable from {@code haves} are assumed to be present locally and are
     * excluded from the pack.
     *
     * @param wants the object ids to fetch
     * @param haves object ids the local side already has; may be empty
     * @param out where the pack is written
     * @throws IOException if the connection fails or the remote reports an error
     */
    void fetch(List<ObjectId> wants, List<ObjectId> haves, OutputStream out) throws IOException;

    // ... existing code ...

    /**
     * Returns {@code true} if the remote speaks protocol version 2.
     */
    default boolean isV2() {
        return protocolVersion() == 2;
    }

    @Override
    void close() throws IOException;
}
