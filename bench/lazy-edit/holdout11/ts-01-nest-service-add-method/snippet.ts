// ... existing code ...

  async update(id: string, dto: UpdateUserDto): Promise<User> {
    // ... existing code ...
  }

  async deactivate(id: string): Promise<User> {
    const user = await this.findOne(id);
    user.active = false;
    user.deactivatedAt = new Date();
    return this.usersRepository.save(user);
  }

  async remove(id: string): Promise<void> {
// ... existing code ...
