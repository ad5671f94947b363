// ...existing code...
export interface UseOrdersResult {
  orders: Order[];
  loading: boolean;
  error: Error | null;
  // ...existing code...
}

export function useOrders(filter: OrderFilter): UseOrdersResult {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  // ...existing code...
      const id = ++requestId.current;
      setLoading(true);
      setError(null);
      // ...existing code...
      } finally {
        if (id === requestId.current) {
          setLoading(false);
        }
      }
  // ...existing code...
  const loadMore = useCallback(() => {
    if (!loading && hasMore) {
      void load(page + 1, false);
    }
  }, [loading, hasMore, load, page]);

  const refresh = useCallback(() => {
    void load(0, true);
  }, [load]);

  return { orders, loading, error, hasMore, loadMore, refresh };
}
