import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../lib/apiClient';
import type { Invoice, InvoiceFilter, Paginated } from '../types';

export interface UseInvoicesResult {
  invoices: Invoice[];
  total: number;
  loading: boolean;
  error: string | null;
  refresh: () => void;
}

const PAGE_SIZE = 25;

function buildInvoiceQuery(filter: InvoiceFilter, page: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('limit', String(PAGE_SIZE));
  if (filter.status) {
    params.set('status', filter.status);
  }
  if (filter.customerId) {
    params.set('customer', filter.customerId);
  }
  if (filter.from) {
    params.set('from', filter.from.toISOString());
  }
  if (filter.to) {
    params.set('to', filter.to.toISOString());
  }
  return params;
}

async function fetchInvoices(
  filter: InvoiceFilter,
  page: number,
  signal: AbortSignal,
): Promise<Paginated<Invoice>> {
  const query = buildInvoiceQuery(filter, page);
  const response = await apiClient.get(`/invoices?${query.toString()}`, { signal });
  if (!response.ok) {
    throw new Error(`Failed to load invoices (${response.status})`);
  }
  return (await response.json()) as Paginated<Invoice>;
}

export function useInvoices(filter: InvoiceFilter, page: number): UseInvoicesResult {
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setLoading(true);
    setError(null);

    fetchInvoices(filter, page, controller.signal)
      .then((result) => {
        setInvoices(result.items);
        setTotal(result.total);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof Error ? err.message : String(err));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });

    return () => controller.abort();
  }, [filter, page, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  return { invoices, total, loading, error, refresh };
}
