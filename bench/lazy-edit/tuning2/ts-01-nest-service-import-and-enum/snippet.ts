import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Order } from './entities/order.entity';
import { OrderItem } from './entities/order-item.entity';
import { OrderStatus } from './entities/order-status.enum';
import { CreateOrderDto } from './dto/create-order.dto';
// ... existing code ...
    const order = this.orders.create({
      customerId: dto.customerId,
      currency: dto.currency ?? 'USD',
      status: OrderStatus.Pending,
    });
// ... existing code ...
  async cancel(id: string): Promise<Order> {
    const order = await this.findOne(id);
    if (order.status === OrderStatus.Shipped) {
      throw new ConflictException('Cannot cancel an order that has already shipped');
    }
    order.status = OrderStatus.Cancelled;
    // ... existing code ...
