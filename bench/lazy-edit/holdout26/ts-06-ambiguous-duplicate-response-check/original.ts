import { ApiError } from './errors';
import { trace } from './trace';
import type { User, Order, Invoice, Page } from './models';

const API_ROOT = process.env.API_ROOT ?? 'https://api.example.com/v2';

function authHeaders(token: string): HeadersInit {
  return {
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
}

export async function getUser(token: string, id: string): Promise<User> {
  const response = await fetch(`${API_ROOT}/users/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text());
  }
  const data = await response.json();
  return data as User;
}

export async function getOrder(token: string, id: string): Promise<Order> {
  const response = await fetch(`${API_ROOT}/orders/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text());
  }
  const data = await response.json();
  return { ...data, placedAt: new Date(data.placedAt) } as Order;
}

export async function listInvoices(token: string, cursor?: string): Promise<Page<Invoice>> {
  const url = new URL(`${API_ROOT}/invoices`);
  if (cursor) {
    url.searchParams.set('cursor', cursor);
  }
  const response = await fetch(url, { headers: authHeaders(token) });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text());
  }
  const data = await response.json();
  return {
    items: data.items as Invoice[],
    nextCursor: data.next_cursor ?? null,
  };
}
