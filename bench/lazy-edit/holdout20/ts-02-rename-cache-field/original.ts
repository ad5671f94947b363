import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LRUCache } from 'lru-cache';

import { Profile } from './entities/profile.entity';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileNotFoundError } from './errors';

const CACHE_TTL_MS = 5 * 60 * 1000;

@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);
  private readonly userCache = new LRUCache<string, Profile>({
    max: 5_000,
    ttl: CACHE_TTL_MS,
  });

  constructor(
    @InjectRepository(Profile)
    private readonly profiles: Repository<Profile>,
  ) {}

  async findById(id: string): Promise<Profile> {
    const cached = this.userCache.get(id);
    if (cached) {
      return cached;
    }

    const profile = await this.profiles.findOne({ where: { id } });
    if (!profile) {
      throw new ProfileNotFoundError(id);
    }
    this.userCache.set(id, profile);
    return profile;
  }

  async findByHandle(handle: string): Promise<Profile> {
    const profile = await this.profiles.findOne({
      where: { handle: handle.toLowerCase() },
    });
    if (!profile) {
      throw new ProfileNotFoundError(handle);
    }
    this.userCache.set(profile.id, profile);
    return profile;
  }

  async update(id: string, dto: UpdateProfileDto): Promise<Profile> {
    const profile = await this.findById(id);
    Object.assign(profile, {
      displayName: dto.displayName ?? profile.displayName,
      bio: dto.bio ?? profile.bio,
      avatarUrl: dto.avatarUrl ?? profile.avatarUrl,
    });
    const saved = await this.profiles.save(profile);
    this.userCache.set(id, saved);
    this.logger.log(`profile ${id} updated`);
    return saved;
  }

  async remove(id: string): Promise<void> {
    await this.profiles.delete({ id });
    this.userCache.delete(id);
    this.logger.log(`profile ${id} removed`);
  }

  invalidate(id?: string): void {
    if (id) {
      this.userCache.delete(id);
    } else {
      this.userCache.clear();
    }
  }

  get cacheSize(): number {
    return this.userCache.size;
  }
}
