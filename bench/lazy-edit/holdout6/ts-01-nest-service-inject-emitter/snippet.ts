import { Injectable } from "@nestjs/common";
import { EventEmitter2 } from "@nestjs/event-emitter";
import { InjectRepository } from "@nestjs/typeorm";
// ... existing code ...
  constructor(
    @InjectRepository(Order)
    private readonly orders: Repository<Order>,
    private readonly events: EventEmitter2,
  ) {}
// ... existing code ...
  async create(dto: CreateOrderDto): Promise<Order> {
    const order = this.orders.create({
      customerId: dto.customerId,
      items: dto.items,
      status: "pending",
    });
    const saved = await this.orders.save(order);
    this.events.emit("order.created", { orderId: saved.id });
    return saved;
  }
// ... existing code ...
