// ... existing code ...
export class ProfileService {
  private readonly profileCache = new LRUCache<string, UserProfile>({
// ... existing code ...
  async findById(id: string): Promise<UserProfile> {
    const cached = this.profileCache.get(id);
// ... existing code ...
      throw new NotFoundException(`Profile ${id} not found`);
    }
    this.profileCache.set(id, profile);
    return profile;
  }
// ... existing code ...
    if (profile) {
      this.profileCache.set(profile.id, profile);
    }
// ... existing code ...
    const saved = await this.profiles.save(profile);
    this.profileCache.delete(id);
// ... existing code ...
  async remove(id: string, actorId: string): Promise<void> {
    await this.profiles.delete(id);
    this.profileCache.delete(id);
// ... existing code ...
  clearCache(): void {
    this.profileCache.clear();
  }
}
