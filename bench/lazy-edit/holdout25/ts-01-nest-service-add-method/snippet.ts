import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
// ... existing code ...

  async remove(id: number): Promise<void> {
    const user = await this.findOne(id);
    await this.usersRepository.remove(user);
  }

  async deactivate(id: number): Promise<User> {
    const user = await this.findOne(id);
    if (!user.isActive) {
      throw new BadRequestException(`User #${id} is already inactive`);
    }
    user.isActive = false;
    user.deactivatedAt = new Date();
    return this.usersRepository.save(user);
  }
}
