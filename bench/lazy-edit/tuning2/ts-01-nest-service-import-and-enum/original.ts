import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from './entities/order.entity';
import { OrderItem } from './entities/order-item.entity';
import { CreateOrderDto } from './dto/create-order.dto';
import { UpdateOrderDto } from './dto/update-order.dto';
import { PaymentsService } from '../payments/payments.service';

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectRepository(Order)
    private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem)
    private readonly items: Repository<OrderItem>,
    private readonly payments: PaymentsService,
  ) {}

  async create(dto: CreateOrderDto): Promise<Order> {
    const order = this.orders.create({
      customerId: dto.customerId,
      currency: dto.currency ?? 'USD',
      status: 'pending',
    });
    order.items = dto.items.map((item) =>
      this.items.create({ sku: item.sku, quantity: item.quantity, unitPrice: item.unitPrice }),
    );
    order.total = order.items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);
    const saved = await this.orders.save(order);
    this.logger.log(`Created order ${saved.id} for customer ${saved.customerId}`);
    return saved;
  }

  async findOne(id: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { id }, relations: ['items'] });
    if (!order) {
      throw new NotFoundException(`Order ${id} not found`);
    }
    return order;
  }

  async update(id: string, dto: UpdateOrderDto): Promise<Order> {
    const order = await this.findOne(id);
    Object.assign(order, dto);
    return this.orders.save(order);
  }

  async cancel(id: string): Promise<Order> {
    const order = await this.findOne(id);
    if (order.status === 'shipped') {
      throw new Error('Cannot cancel an order that has already shipped');
    }
    order.status = 'cancelled';
    await this.payments.refund(order.id, order.total);
    this.logger.log(`Cancelled order ${order.id}`);
    return this.orders.save(order);
  }
}
