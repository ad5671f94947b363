import { Injectable } from "@nestjs/common";
import { EventEmitter2 } from "@nestjs/event-emitter";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Order } from "./order.entity";
import { CreateOrderDto } from "./dto/create-order.dto";

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order)
    private readonly orders: Repository<Order>,
    private readonly events: EventEmitter2,
  ) {}

  async findAll(): Promise<Order[]> {
    return this.orders.find({ order: { createdAt: "DESC" } });
  }

  async findOne(id: string): Promise<Order | null> {
    return this.orders.findOne({ where: { id } });
  }

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

  async cancel(id: string): Promise<void> {
    await this.orders.update({ id }, { status: "cancelled" });
  }
}
