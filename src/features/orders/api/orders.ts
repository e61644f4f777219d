import type { KyInstance } from 'ky';
import {
  OrderActionAnswerSchema,
  OrderDetailSchema,
  OrderPageSchema,
  ReorderAnswerSchema,
  type OrderDetail,
  type OrderKind,
  type OrderPage,
  type ReorderAnswer,
} from '../../../domain/orders.js';
import { parseAnswer, toApiError } from '../../../shared/api-client/errors.js';

export interface OrderListQuery {
  kind: OrderKind;
  q: string;
  /** Where the page starts (the `next_cursor` or `prev_cursor` of a page seen); none for the newest. */
  cursor?: string;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The overviews, the order detail and the quote and template actions (DESIGN.md section 4). */
export function ordersApi(api: KyInstance) {
  return {
    list: async ({ kind, q, cursor }: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> => {
      const searchParams: Record<string, string> = { kind };
      if (q.trim() !== '') searchParams.q = q.trim();
      if (cursor) searchParams.cursor = cursor;
      const data = await call(() => api.get('orders', { searchParams, signal }).json());
      return parseAnswer(OrderPageSchema, data);
    },
    detail: async (orderId: number, signal?: AbortSignal): Promise<OrderDetail> => {
      const data = await call(() => api.get(`orders/${orderId}`, { signal }).json());
      return parseAnswer(OrderDetailSchema, data);
    },
    /** The server's notice when the quote's delivery date was planned anew, else null. */
    accept: async (orderId: number): Promise<string | null> => {
      const answer = parseAnswer(OrderActionAnswerSchema, await call(() => api.post(`orders/${orderId}/accept`).json()));
      return answer.notice ?? null;
    },
    /** An order waiting for files goes to intake without (all of) them. */
    approve: async (orderId: number): Promise<void> => {
      parseAnswer(OrderActionAnswerSchema, await call(() => api.post(`orders/${orderId}/approve`).json()));
    },
    deactivate: async (orderId: number): Promise<void> => {
      parseAnswer(OrderActionAnswerSchema, await call(() => api.post(`orders/${orderId}/deactivate`).json()));
    },
    /** Templates only; anything else answers 405. */
    remove: async (orderId: number): Promise<void> => {
      await call(() => api.delete(`orders/${orderId}`));
    },
    /** A template or a past order as prints for the cart, priced afresh. */
    reorder: async (orderId: number): Promise<ReorderAnswer> => {
      const data = await call(() => api.post(`orders/${orderId}/reorder`).json());
      return parseAnswer(ReorderAnswerSchema, data);
    },
  };
}
export type OrdersApi = ReturnType<typeof ordersApi>;
