import { Repository } from "typeorm";
import { User } from "../entities/User";
import { NotFoundError, ConflictError } from "../errors";
import { hashPassword } from "../utils/crypto";
import type { CreateUserDto, UpdateUserDto } from "../dto/user.dto";

export class UserService {
  constructor(private readonly users: Repository<User>) {}

  async getUser(id: string): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) {
      throw new NotFoundError(`User ${id} not found`);
    }
    return user;
  }

  async listUsers(page = 1, pageSize = 20): Promise<User[]> {
    return this.users.find({
      order: { createdAt: "DESC" },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  async createUser(dto: CreateUserDto): Promise<User> {
    const existing = await this.users.findOne({ where: { email: dto.email } });
    if (existing) {
      throw new ConflictError(`Email ${dto.email} is already registered`);
    }
    const user = this.users.create({
      email: dto.email,
      name: dto.name,
      passwordHash: await hashPassword(dto.password),
    });
    return this.users.save(user);
  }

  async updateUser(id: string, dto: UpdateUserDto): Promise<User> {
    const user = await this.getUser(id);
    if (dto.name !== undefined) {
      user.name = dto.name;
    }
    if (dto.password !== undefined) {
      user.passwordHash = await hashPassword(dto.password);
    }
    return this.users.save(user);
  }

  async deactivateUser(id: string): Promise<User> {
    const user = await this.getUser(id);
    if (!user.active) {
      return user;
    }
    user.active = false;
    user.deactivatedAt = new Date();
    return this.users.save(user);
  }

  async deleteUser(id: string): Promise<void> {
    const user = await this.getUser(id);
    await this.users.remove(user);
  }
}
