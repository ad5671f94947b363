// ... existing code ...

  async updateUser(id: string, dto: UpdateUserDto): Promise<User> {
    // ... existing code ...
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
// ... existing code ...
