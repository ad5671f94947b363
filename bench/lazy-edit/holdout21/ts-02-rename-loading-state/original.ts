import { useCallback, useEffect, useRef, useState } from "react";
import { fetchOrders, type Order, type OrderFilter } from "../api/orders";
import { useToast } from "./useToast";

const PAGE_SIZE = 25;

export interface UseOrdersResult {
  orders: Order[];
  isLoading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
}

export function useOrders(filter: OrderFilter): UseOrdersResult {
  const [orders, setOrders] = useState<Order[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const requestId = useRef(0);
  const toast = useToast();

  const load = useCallback(
    async (pageToLoad: number, replace: boolean) => {
      const id = ++requestId.current;
      setIsLoading(true);
      setError(null);
      try {
        const result = await fetchOrders({ ...filter, offset: pageToLoad * PAGE_SIZE, limit: PAGE_SIZE });
        if (id !== requestId.current) {
          return;
        }
        setOrders((prev) => (replace ? result.items : [...prev, ...result.items]));
        setHasMore(result.items.length === PAGE_SIZE);
        setPage(pageToLoad);
      } catch (err) {
        if (id === requestId.current) {
          setError(err as Error);
          toast.error("Could not load orders");
        }
      } finally {
        if (id === requestId.current) {
          setIsLoading(false);
        }
      }
    },
    [filter, toast],
  );

  useEffect(() => {
    void load(0, true);
  }, [load]);

  const loadMore = useCallback(() => {
    if (!isLoading && hasMore) {
      void load(page + 1, false);
    }
  }, [isLoading, hasMore, load, page]);

  const refresh = useCallback(() => {
    void load(0, true);
  }, [load]);

  return { orders, isLoading, error, hasMore, loadMore, refresh };
}
