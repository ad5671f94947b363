import { Injectable, NotFoundException } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { LRUCache } from "lru-cache";

import { UserProfile } from "./entities/user-profile.entity";
import { UpdateProfileDto } from "./dto/update-profile.dto";
import { AuditService } from "../audit/audit.service";

const CACHE_TTL_MS = 5 * 60 * 1000;

@Injectable()
export class ProfileService {
  private readonly profileCache = new LRUCache<string, UserProfile>({
    max: 500,
    ttl: CACHE_TTL_MS,
  });

  constructor(
    @InjectRepository(UserProfile)
    private readonly profiles: Repository<UserProfile>,
    private readonly audit: AuditService,
  ) {}

  async findById(id: string): Promise<UserProfile> {
    const cached = this.profileCache.get(id);
    if (cached) {
      return cached;
    }

    const profile = await this.profiles.findOne({ where: { id } });
    if (!profile) {
      throw new NotFoundException(`Profile ${id} not found`);
    }
    this.profileCache.set(id, profile);
    return profile;
  }

  async findByHandle(handle: string): Promise<UserProfile | null> {
    const profile = await this.profiles.findOne({
      where: { handle: handle.toLowerCase() },
    });
    if (profile) {
      this.profileCache.set(profile.id, profile);
    }
    return profile;
  }

  async update(id: string, dto: UpdateProfileDto, actorId: string): Promise<UserProfile> {
    const profile = await this.findById(id);
    const before = { ...profile };

    Object.assign(profile, {
      displayName: dto.displayName ?? profile.displayName,
      bio: dto.bio ?? profile.bio,
      avatarUrl: dto.avatarUrl ?? profile.avatarUrl,
    });

    const saved = await this.profiles.save(profile);
    this.profileCache.delete(id);
    await this.audit.record({
      actorId,
      action: "profile.update",
      targetId: id,
      diff: { before, after: saved },
    });
    return saved;
  }

  async remove(id: string, actorId: string): Promise<void> {
    await this.profiles.delete(id);
    this.profileCache.delete(id);
    await this.audit.record({ actorId, action: "profile.remove", targetId: id });
  }

  clearCache(): void {
    this.profileCache.clear();
  }
}
