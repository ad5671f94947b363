import { Injectable, NotFoundException, ConflictException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
// ... existing code ...

  async create(dto: CreateUserDto): Promise<User> {
    const existing = await this.findByEmail(dto.email);
    if (existing) {
      throw new ConflictException(`Email ${dto.email} is already registered`);
    }
    const user = this.usersRepository.create({ ...dto, email: dto.email.toLowerCase() });
    return this.usersRepository.save(user);
  }

// ... existing code ...
