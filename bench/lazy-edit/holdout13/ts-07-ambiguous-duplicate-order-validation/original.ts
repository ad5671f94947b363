import type { Logger } from '../logger';
import { NotFoundError, ValidationError } from '../errors';
import type { OrderRepository, UserRepository, ProductRepository } from '../repositories';
import type { Order, OrderInput } from '../types';

export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly users: UserRepository,
    private readonly products: ProductRepository,
    private readonly logger: Logger,
  ) {}

  async createOrder(userId: string, input: OrderInput): Promise<Order> {
    const user = await this.users.findById(userId);
    if (!user) {
      throw new NotFoundError(`User ${userId} not found`);
    }

    if (input.lines.length === 0) {
      throw new ValidationError('An order needs at least one line');
    }

    for (const line of input.lines) {
      const product = await this.products.findById(line.productId);
      if (!product) {
        throw new NotFoundError(`Product ${line.productId} not found`);
      }
      if (line.quantity <= 0) {
        throw new ValidationError(`Invalid quantity for ${line.productId}`);
      }
    }

    const order = await this.orders.insert({ ...input, userId, status: 'pending' });
    this.logger.info(`Order ${order.id} created for ${userId}`);
    return order;
  }

  async updateOrder(orderId: string, userId: string, input: OrderInput): Promise<Order> {
    const existing = await this.orders.findById(orderId);
    if (!existing || existing.userId !== userId) {
      throw new NotFoundError(`Order ${orderId} not found`);
    }

    if (input.lines.length === 0) {
      throw new ValidationError('An order needs at least one line');
    }

    for (const line of input.lines) {
      const product = await this.products.findById(line.productId);
      if (!product) {
        throw new NotFoundError(`Product ${line.productId} not found`);
      }
      if (line.quantity <= 0) {
        throw new ValidationError(`Invalid quantity for ${line.productId}`);
      }
    }

    const order = await this.orders.update(orderId, input);
    this.logger.info(`Order ${order.id} updated by ${userId}`);
    return order;
  }

  async cancelOrder(orderId: string, userId: string): Promise<void> {
    const existing = await this.orders.findById(orderId);
    if (!existing || existing.userId !== userId) {
      throw new NotFoundError(`Order ${orderId} not found`);
    }
    await this.orders.update(orderId, { status: 'cancelled' });
    this.logger.info(`Order ${orderId} cancelled by ${userId}`);
  }
}
