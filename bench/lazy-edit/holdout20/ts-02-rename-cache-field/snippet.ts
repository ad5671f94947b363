// ...existing code...
  private readonly logger = new Logger(ProfileService.name);
  private readonly profileCache = new LRUCache<string, Profile>({
// ...existing code...
  async findById(id: string): Promise<Profile> {
    const cached = this.profileCache.get(id);
    // ...existing code...
    this.profileCache.set(id, profile);
    return profile;
  }

  async findByHandle(handle: string): Promise<Profile> {
    // ...existing code...
    this.profileCache.set(profile.id, profile);
    return profile;
  }

  async update(id: string, dto: UpdateProfileDto): Promise<Profile> {
    // ...existing code...
    const saved = await this.profiles.save(profile);
    this.profileCache.set(id, saved);
    this.logger.log(`profile ${id} updated`);
    return saved;
  }

  async remove(id: string): Promise<void> {
    await this.profiles.delete({ id });
    this.profileCache.delete(id);
    this.logger.log(`profile ${id} removed`);
  }

  invalidate(id?: string): void {
    if (id) {
      this.profileCache.delete(id);
    } else {
      this.profileCache.clear();
    }
  }

  get cacheSize(): number {
    return this.profileCache.size;
  }
}
