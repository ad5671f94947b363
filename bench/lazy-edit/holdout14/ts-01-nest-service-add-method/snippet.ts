// ... existing code ...

  async update(id: number, dto: UpdateUserDto): Promise<User> {
    // ... existing code ...
  }

  async deactivate(id: number): Promise<User> {
    const user = await this.findOne(id);
    user.isActive = false;
    user.deactivatedAt = new Date();
    return this.usersRepository.save(user);
  }

  async remove(id: number): Promise<void> {
// ... existing code ...
