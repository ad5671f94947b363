import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Order } from "./order.entity";
import { CreateOrderDto } from "./dto/create-order.dto";

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order)
    private readonly orders: Repository<Order>,
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
    return this.orders.save(order);
  }

  async cancel(id: string): Promise<void> {
    await this.orders.update({ id }, { status: "cancelled" });
  }
}
